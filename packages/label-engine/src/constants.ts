// Label constants of spec §9.
export const LABEL_CONSTANTS = {
  thermal: { widthMm: 40, heightMm: 70 },
  certificate: {
    /** page in tenths of a millimetre */
    pageWidthTenths: 400,
    pageHeightTenths: 700,
    logoPx: 23,
    textColumnMaxPx: 130,
  },
  pickup: {
    widthMm: 60,
    heightMm: 40,
    /** 60×40 mm at 96 px/inch, as the designer canvas stores it */
    canvasWidthPx: 226.8,
    canvasHeightPx: 151.2,
    fontSize: 10,
    /** carrier name and the single/multi-item mark */
    markFontSize: 16,
    barcode: { width: 145, height: 42 },
    qr: { width: 60, height: 60 },
    defaultMaxLines: 2,
  },
} as const;
