/**
 * A trail marking's parts and its Hungarian name, from its code as the club writes it
 * (schema/choices.ts TRAIL_MARKINGS): `P+` is a red cross, read "piros kereszt".
 */
import {
  NATURE_TRAIL_MARKING,
  type MarkingColour,
  type MarkingShape,
  type TrailMarking,
} from '../../schema/choices.ts';

export const markingColourName: Record<MarkingColour, string> = {
  K: 'kék',
  P: 'piros',
  S: 'sárga',
  Z: 'zöld',
};

export const markingShapeName: Record<MarkingShape, string> = {
  '': 'sáv',
  '+': 'kereszt',
  '▲': 'háromszög',
  '■': 'négyzet',
  '●': 'kör',
  Ω: 'barlangjelzés',
  L: 'romjelzés',
  '↺': 'körséta',
};

export type MarkingSign =
  { kind: 'painted'; colour: MarkingColour; shape: MarkingShape } | { kind: 'nature-trail' };

export function markingSign(code: TrailMarking): MarkingSign {
  if (code === NATURE_TRAIL_MARKING) return { kind: 'nature-trail' };
  return { kind: 'painted', colour: code[0] as MarkingColour, shape: code.slice(1) as MarkingShape };
}

/** `kék sáv`, `piros kereszt`, `tanösvény`. */
export function markingName(code: TrailMarking): string {
  const sign = markingSign(code);
  return sign.kind === 'nature-trail'
    ? 'tanösvény'
    : `${markingColourName[sign.colour]} ${markingShapeName[sign.shape]}`;
}
