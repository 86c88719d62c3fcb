/**
 * QR code pictures (the qrcode library, PNG): pickup codes, coupon pages, posters. Stored once per
 * text under upload/qrcode/<folder>/ (the file name is a hash of the text, so the same text is never
 * drawn twice and a changed text gets a new file); answers the path relative to the data directory.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';

/** A QR code of `text` as PNG bytes (`width` pixels, 1 module of margin). */
export function qrPng(text: string, width = 320): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', width, margin: 1, errorCorrectionLevel: 'M' });
}

export async function qrImage(dataDir: string, folder: string, text: string): Promise<string> {
  const hash = crypto.createHash('sha256').update(text).digest('hex').slice(0, 20);
  const rel = `upload/qrcode/${folder}/${hash}.png`;
  const file = path.join(dataDir, rel);
  if (fs.existsSync(file)) return rel;
  const bytes = await qrPng(text);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(tmp, bytes);
  fs.renameSync(tmp, file);
  return rel;
}
