// Research may not record photo sizes; the document needs them (width/height attributes prevent layout
// shift), so they are read from the bytes before writing.
import sharp from 'sharp';
import { researchInput, type ResearchInput } from './input';

/** Source image bytes keyed by photo id or localPath. */
export type PhotoBytes = ReadonlyMap<string, Buffer>;

export async function measurePhotos(input: ResearchInput, bytes: PhotoBytes): Promise<ResearchInput> {
  const parsed = researchInput.parse(input);
  const photos = await Promise.all(
    parsed.research.photos.map(async (p) => {
      if (p.width && p.height) return p;
      const data = (p.id ? bytes.get(p.id) : undefined) ?? bytes.get(p.localPath);
      if (!data) return p;
      try {
        const meta = await sharp(data).metadata();
        // EXIF orientations 5-8 swap the displayed width and height.
        const swap = (meta.orientation ?? 1) >= 5;
        return { ...p, width: swap ? meta.height : meta.width, height: swap ? meta.width : meta.height };
      } catch {
        return p;
      }
    }),
  );
  return { ...parsed, research: { ...parsed.research, photos } };
}
