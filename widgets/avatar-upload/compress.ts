/**
 * Scales a picked image down (longest side `max` px) and re-encodes it as JPEG (PNG keeps its
 * transparency), in the browser only. Anything that fails returns the original file: the server
 * still checks type and size.
 */
export async function compressImage(file: Blob, max: number): Promise<Blob> {
  if (typeof document === 'undefined' || typeof createImageBitmap !== 'function') return file;
  if (!/^image\/(jpeg|png|webp)$/i.test(file.type)) return file; // gif keeps its frames
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, max / Math.max(bitmap.width, bitmap.height));
    const w = Math.max(1, Math.round(bitmap.width * scale));
    const h = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    const ctx = canvas.getContext('2d');
    if (!ctx) return file;
    ctx.drawImage(bitmap, 0, 0, w, h);
    bitmap.close?.();
    const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
    const out = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));
    return out && out.size > 0 && (out.size < file.size || scale < 1) ? out : file;
  } catch {
    return file;
  }
}

/** A file name matching the blob's type (the server keeps the extension). */
export function fileName(blob: Blob, original: string): string {
  const ext = blob.type === 'image/png' ? 'png' : blob.type === 'image/gif' ? 'gif' : blob.type === 'image/webp' ? 'webp' : 'jpg';
  const base = original.replace(/\.[^.]*$/, '').replace(/[^\w-]+/g, '').slice(0, 40) || 'avatar';
  return `${base}.${ext}`;
}
