import { useState, type ImgHTMLAttributes } from 'react';
import { DEFAULT_PICTURE, pictureUrl } from '../../data/pictures.ts';

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { file: string };

/** A picture from public/pictures that falls back to the default artwork when missing. */
export function Picture({ file, alt = '', width = 400, height = 300, ...rest }: PictureProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...rest}
      src={pictureUrl(failed ? DEFAULT_PICTURE : file)}
      alt={alt}
      width={width}
      height={height}
      onError={() => setFailed(true)}
    />
  );
}
