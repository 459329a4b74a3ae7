// Vector PDF. Glyphs are the bundled font's outlines stored once as form XObjects and placed per use,
// bars/cells/rules are filled rectangles, images are greyscale image XObjects. Labels go one per page
// or several on an A4 sheet.
import { zlibSync } from 'fflate';
import type { LabelFont } from '../font/font.ts';
import type { GlyphCommand } from '../font/font.ts';
import { emboldenDots } from '../font/rasterize.ts';
import { toLabel, type DotRect, type Frame, type GrayImage, type LabelLayout } from '../layout/primitives.ts';

export interface PdfOptions {
  /** `label`: page = label size; `A4`: as many labels per A4 sheet as fit */
  sheet?: 'label' | 'A4';
  marginMm?: number;
  gapMm?: number;
  /** thin grey outline around each label on a sheet, for cutting */
  cutLines?: boolean;
  title?: string;
  compress?: boolean;
}

const PT_PER_MM = 72 / 25.4;
const A4 = { w: 210, h: 297 };
const f = (n: number) => {
  const r = Math.round(n * 1000) / 1000;
  return Object.is(r, -0) ? '0' : String(r);
};

const f6 = (n: number) => {
  const r = Math.round(n * 1e6) / 1e6;
  return Object.is(r, -0) ? '0' : String(r);
};

function glyphStream(cmds: GlyphCommand[]): string {
  // em units ×1000, y down (the page space is flipped to y down)
  const k = (n: number) => f(n * 1000);
  let s = '';
  let cx = 0,
    cy = 0;
  for (const c of cmds) {
    switch (c.op) {
      case 'M':
        s += `${k(c.x)} ${k(c.y)} m\n`;
        break;
      case 'L':
        s += `${k(c.x)} ${k(c.y)} l\n`;
        break;
      case 'Q': {
        // PDF has cubic curves only: raise the quadratic
        const c1x = cx + (2 / 3) * (c.x1 - cx),
          c1y = cy + (2 / 3) * (c.y1 - cy);
        const c2x = c.x + (2 / 3) * (c.x1 - c.x),
          c2y = c.y + (2 / 3) * (c.y1 - c.y);
        s += `${k(c1x)} ${k(c1y)} ${k(c2x)} ${k(c2y)} ${k(c.x)} ${k(c.y)} c\n`;
        break;
      }
      case 'C':
        s += `${k(c.x1)} ${k(c.y1)} ${k(c.x2)} ${k(c.y2)} ${k(c.x)} ${k(c.y)} c\n`;
        break;
      case 'Z':
        s += 'h\n';
        break;
    }
    if (c.op !== 'Z') {
      cx = c.x;
      cy = c.y;
    }
  }
  return `${s}f\n`;
}

function pdfString(s: string): string {
  // UTF-16BE hex keeps Chinese titles intact
  let hex = 'FEFF';
  for (let i = 0; i < s.length; i++) hex += s.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

class PdfWriter {
  private chunks: Uint8Array[] = [];
  private offset = 0;
  private offsets: number[] = [];
  constructor(private compress: boolean) {
    this.raw('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  }
  private raw(s: string | Uint8Array) {
    let b: Uint8Array;
    if (typeof s === 'string') {
      b = new Uint8Array(s.length);
      for (let i = 0; i < s.length; i++) b[i] = s.charCodeAt(i) & 0xff;
    } else b = s;
    this.chunks.push(b);
    this.offset += b.length;
  }
  reserve(): number {
    this.offsets.push(0);
    return this.offsets.length;
  }
  object(id: number, body: string) {
    this.offsets[id - 1] = this.offset;
    this.raw(`${id} 0 obj\n${body}\nendobj\n`);
  }
  stream(id: number, dict: string, data: string | Uint8Array, binary = false) {
    let bytes: Uint8Array;
    if (typeof data === 'string') {
      bytes = new Uint8Array(data.length);
      for (let i = 0; i < data.length; i++) bytes[i] = data.charCodeAt(i);
    } else bytes = data;
    const deflate = this.compress || binary;
    if (deflate) bytes = zlibSync(bytes, { level: 6 });
    this.offsets[id - 1] = this.offset;
    this.raw(
      `${id} 0 obj\n<< ${dict}${deflate ? ' /Filter /FlateDecode' : ''} /Length ${bytes.length} >>\nstream\n`,
    );
    this.raw(bytes);
    this.raw('\nendstream\nendobj\n');
  }
  finish(rootId: number, infoId: number): Uint8Array {
    const xref = this.offset;
    let s = `xref\n0 ${this.offsets.length + 1}\n0000000000 65535 f \n`;
    for (const o of this.offsets) s += `${String(o).padStart(10, '0')} 00000 n \n`;
    s += `trailer\n<< /Size ${this.offsets.length + 1} /Root ${rootId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    this.raw(s);
    const out = new Uint8Array(this.offset);
    let o = 0;
    for (const c of this.chunks) {
      out.set(c, o);
      o += c.length;
    }
    return out;
  }
}

interface Placement {
  layout: LabelLayout;
  /** label's top-left on the page, mm */
  x: number;
  y: number;
}

function impose(
  layouts: LabelLayout[],
  o: Required<PdfOptions>,
): { w: number; h: number; items: Placement[] }[] {
  if (o.sheet === 'label')
    return layouts.map((layout) => ({
      w: layout.widthMm,
      h: layout.heightMm,
      items: [{ layout, x: 0, y: 0 }],
    }));
  const pages: { w: number; h: number; items: Placement[] }[] = [];
  let page: { w: number; h: number; items: Placement[] } | null = null;
  let x = o.marginMm,
    y = o.marginMm,
    rowH = 0;
  for (const layout of layouts) {
    const { widthMm: w, heightMm: h } = layout;
    if (page && x + w > A4.w - o.marginMm + 1e-6) {
      x = o.marginMm;
      y += rowH + o.gapMm;
      rowH = 0;
    }
    if (!page || y + h > A4.h - o.marginMm + 1e-6) {
      page = { w: A4.w, h: A4.h, items: [] };
      pages.push(page);
      x = o.marginMm;
      y = o.marginMm;
      rowH = 0;
    }
    page.items.push({ layout, x, y });
    x += w + o.gapMm;
    rowH = Math.max(rowH, h);
  }
  return pages;
}

export function renderPdf(
  layouts: LabelLayout | LabelLayout[],
  font: LabelFont,
  options: PdfOptions = {},
): Uint8Array {
  const list = Array.isArray(layouts) ? layouts : [layouts];
  const o: Required<PdfOptions> = {
    sheet: 'label',
    marginMm: 8,
    gapMm: 3,
    cutLines: options.sheet === 'A4',
    title: list[0]?.templateName ?? 'label',
    compress: true,
    ...options,
  };
  const w = new PdfWriter(o.compress);
  const catalogId = w.reserve();
  const pagesId = w.reserve();
  const resourcesId = w.reserve();
  const infoId = w.reserve();
  const glyphIds = new Map<number, number>();
  const imageIds = new Map<GrayImage, number>();
  const pageIds: number[] = [];

  const glyphName = (gid: number) => {
    let id = glyphIds.get(gid);
    if (id === undefined) {
      id = w.reserve();
      glyphIds.set(gid, id);
      w.stream(
        id,
        '/Type /XObject /Subtype /Form /BBox [-500 -1500 2500 600]',
        glyphStream(font.outline(gid)),
      );
    }
    return `/G${gid}`;
  };
  const imageName = (img: GrayImage) => {
    let id = imageIds.get(img);
    if (id === undefined) {
      id = w.reserve();
      imageIds.set(img, id);
      w.stream(
        id,
        `/Type /XObject /Subtype /Image /Width ${img.width} /Height ${img.height} /ColorSpace /DeviceGray /BitsPerComponent 8`,
        img.gray,
        true,
      );
    }
    return `/Im${id}`;
  };

  for (const page of impose(list, o)) {
    let s = `${f(PT_PER_MM)} 0 0 ${f(-PT_PER_MM)} 0 ${f(page.h * PT_PER_MM)} cm\n`;
    for (const { layout, x: ox, y: oy } of page.items) {
      const k = 1 / layout.dotsPerMm;
      const X = (d: number) => f(ox + d * k);
      const Y = (d: number) => f(oy + d * k);
      const rects = (rs: DotRect[]) =>
        rs.map((r) => `${X(r.x)} ${Y(r.y)} ${f(r.w * k)} ${f(r.h * k)} re\n`).join('');
      /** cm matrix putting a unit of a sub-space at content point (u, v) of a frame; sx, sy are dots per unit */
      const place = (fr: Frame, u: number, v: number, sx: number, sy: number) => {
        const [x0, y0] = toLabel(fr, u, v);
        const [x1, y1] = toLabel(fr, u + 1, v);
        const [x2, y2] = toLabel(fr, u, v + 1);
        return `${f6((x1 - x0) * sx * k)} ${f6((y1 - y0) * sx * k)} ${f6((x2 - x0) * sy * k)} ${f6((y2 - y0) * sy * k)} ${X(x0)} ${Y(y0)} cm\n`;
      };
      s += 'q\n';
      if (o.cutLines)
        s += `0.8 G 0.1 w ${f(ox)} ${f(oy)} ${f(layout.widthMm)} ${f(layout.heightMm)} re S 0 G\n`;
      s += `${f(ox)} ${f(oy)} ${f(layout.widthMm)} ${f(layout.heightMm)} re W n\n0 g\n`;
      for (const p of layout.primitives) {
        switch (p.kind) {
          case 'text': {
            // glyph space is em/1000: one em = sizeMm
            const em = p.sizeMm / 1000;
            const embolden = p.bold ? emboldenDots(p.sizeDots) : 0;
            for (const g of p.glyphs) {
              const name = glyphName(g.gid);
              for (let b = 0; b <= embolden; b += embolden || 1)
                s += `q ${place(p.frame, g.x + b, p.baseline, em * layout.dotsPerMm, em * layout.dotsPerMm)}${name} Do Q\n`;
            }
            break;
          }
          case 'barcode':
            s += `${rects(p.bars)}f\n`;
            break;
          case 'qrcode':
            s += `${rects(p.cells)}f\n`;
            break;
          case 'rule':
            s += `${rects(p.rects)}f\n`;
            break;
          case 'image': {
            if (!p.image) {
              const [ax, ay] = toLabel(p.frame, p.x, p.y);
              const [bx, by] = toLabel(p.frame, p.x + p.w, p.y + p.h);
              s += `${f(k * 0.8)} w ${X(Math.min(ax, bx))} ${Y(Math.min(ay, by))} ${f(Math.abs(bx - ax) * k)} ${f(Math.abs(by - ay) * k)} re S\n`;
              break;
            }
            // the image's unit square has its first row at the top once the page space is flipped
            const { sx, sy, sw, sh } = p.crop;
            const iw = p.image.width,
              ih = p.image.height;
            const scaleX = (p.w * iw) / sw,
              scaleY = (p.h * ih) / sh;
            s += `q ${X(p.frame.x)} ${Y(p.frame.y)} ${f(p.frame.w * k)} ${f(p.frame.h * k)} re W n\n`;
            s += place(p.frame, p.x - (sx / iw) * scaleX, p.y - (sy / ih) * scaleY + scaleY, scaleX, -scaleY);
            s += `${imageName(p.image)} Do Q\n`;
            break;
          }
        }
      }
      s += 'Q\n';
    }
    const contentId = w.reserve();
    w.stream(contentId, '', s);
    const pageId = w.reserve();
    pageIds.push(pageId);
    w.object(
      pageId,
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${f(page.w * PT_PER_MM)} ${f(page.h * PT_PER_MM)}] /Resources ${resourcesId} 0 R /Contents ${contentId} 0 R >>`,
    );
  }
  const xobjects = [
    ...[...glyphIds].map(([gid, id]) => `/G${gid} ${id} 0 R`),
    ...[...imageIds.values()].map((id) => `/Im${id} ${id} 0 R`),
  ].join(' ');
  w.object(resourcesId, `<< /ProcSet [/PDF /ImageB] /XObject << ${xobjects} >> >>`);
  w.object(
    pagesId,
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
  );
  w.object(catalogId, `<< /Type /Catalog /Pages ${pagesId} 0 R >>`);
  w.object(infoId, `<< /Title ${pdfString(o.title)} /Producer (@oms/label-engine) >>`);
  return w.finish(catalogId, infoId);
}
