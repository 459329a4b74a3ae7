import type { FastifyInstance } from 'fastify';
import { hashText } from '@oms/standin-kit';

/** Soft listing-photo backgrounds, dark enough for white text. */
const BACKGROUNDS = ['#8c6b5d', '#5d7a8c', '#6b8c5d', '#8c5d7a', '#7a6b8c', '#8c7a5d', '#5d8c84', '#8c5d5d'];

/** Where a listing's main picture is served: its 货号 and the garment's kind (two characters). */
export const goodsImagePath = (articleNo: string, kindName: string) =>
  `/images/goods/${articleNo}/${encodeURIComponent(kindName.replace(/女$/, '').slice(-2))}.svg`;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** The picture: the kind and the 货号 on the listing's colour, the same for the same listing. */
export function goodsSvg(articleNo: string, kind: string): string {
  const background = BACKGROUNDS[hashText(articleNo) % BACKGROUNDS.length]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
    `<rect width="160" height="160" rx="12" fill="${background}"/>` +
    `<text x="80" y="78" font-size="34" text-anchor="middle" fill="#fff" font-family="sans-serif">${escapeXml(kind)}</text>` +
    `<text x="80" y="122" font-size="24" text-anchor="middle" fill="#fff" font-family="monospace">${escapeXml(articleNo)}</text>` +
    `</svg>`
  );
}

/** The platform's image host: every listing's picture, cached a day by the browser. */
export function registerGoodsImages(app: FastifyInstance): void {
  app.get('/images/goods/:articleNo/:file', async (request, reply) => {
    const { articleNo, file } = request.params as { articleNo: string; file: string };
    const kind = /^(.{1,4})\.svg$/u.exec(file)?.[1];
    if (!/^[A-Za-z0-9-]{1,20}$/.test(articleNo) || !kind) return reply.status(404).send();
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(goodsSvg(articleNo, kind));
  });
}
