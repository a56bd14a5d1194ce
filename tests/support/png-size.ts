/** Width and height from a PNG's header (its IHDR chunk); throws on anything that is not a PNG. */
export function pngSize(png: Buffer): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (
    !signature.every((byte, index) => png[index] === byte) ||
    png.subarray(12, 16).toString('ascii') !== 'IHDR'
  )
    throw new Error('not a PNG file');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
