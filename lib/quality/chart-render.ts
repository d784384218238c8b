// Chart screenshots drawn server-side with sharp from an SVG, in the styles traders upload:
// TradingView-like (symbol in the toolbar, "Apple Inc · 1D · NASDAQ" legend with OHLC values) or a
// plain title line, dark or light. Deterministic: the same spec always gives the same image.
import sharp from "sharp";

export interface ChartSpec {
  theme: "dark" | "light";
  layout: "tradingview" | "title";
  toolbar?: string; // TradingView: the symbol box, e.g. "AAPL"
  title: string; // legend or title line, e.g. "Apple Inc · 1D · NASDAQ"
  start: number; // first close, so the axis shows plausible prices
  seed: number;
}

const THEMES = {
  dark: {
    bg: "#131722",
    text: "#d1d4dc",
    muted: "#787b86",
    grid: "#2a2e39",
    up: "#26a69a",
    down: "#ef5350",
    bar: "#1e222d",
  },
  light: {
    bg: "#ffffff",
    text: "#131722",
    muted: "#6a6d78",
    grid: "#e0e3eb",
    up: "#089981",
    down: "#f23645",
    bar: "#f0f3fa",
  },
};

const FONT = `font-family="DejaVu Sans, Arial, sans-serif"`;
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function chartSvg(spec: ChartSpec, width = 1280, height = 720): string {
  const t = THEMES[spec.theme];
  let s = spec.seed;
  const rand = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const bars = 60;
  const candles: { o: number; h: number; l: number; c: number }[] = [];
  let price = spec.start;
  for (let i = 0; i < bars; i++) {
    const o = price;
    const c = o * (1 + (rand() - 0.48) * 0.02);
    candles.push({ o, c, h: Math.max(o, c) * (1 + rand() * 0.006), l: Math.min(o, c) * (1 - rand() * 0.006) });
    price = c;
  }
  const decimals = spec.start < 10 ? 4 : 2;
  const hi = Math.max(...candles.map((k) => k.h));
  const lo = Math.min(...candles.map((k) => k.l));
  const top = spec.layout === "tradingview" ? 130 : 100;
  const plotH = height - top - 50;
  const plotW = width - 170;
  const y = (v: number) => top + ((hi - v) / (hi - lo)) * plotH;
  const step = plotW / bars;
  const body = candles
    .map((k, i) => {
      const x = 20 + i * step;
      const color = k.c >= k.o ? t.up : t.down;
      return (
        `<line x1="${x + step / 2}" y1="${y(k.h)}" x2="${x + step / 2}" y2="${y(k.l)}" stroke="${color}" stroke-width="2"/>` +
        `<rect x="${x + 2}" y="${Math.min(y(k.o), y(k.c))}" width="${step - 4}" height="${Math.max(2, Math.abs(y(k.o) - y(k.c)))}" fill="${color}"/>`
      );
    })
    .join("");
  const ticks = Array.from({ length: 6 }, (_, i) => lo + ((hi - lo) * i) / 5)
    .map(
      (v) =>
        `<line x1="0" y1="${y(v)}" x2="${width - 150}" y2="${y(v)}" stroke="${t.grid}"/><text x="${width - 135}" y="${y(v) + 8}" ${FONT} font-size="22" fill="${t.text}">${v.toFixed(decimals)}</text>`,
    )
    .join("");
  const last = candles[bars - 1];
  const header =
    spec.layout === "tradingview"
      ? `<rect width="100%" height="56" fill="${t.bar}"/>` +
        `<text x="24" y="38" ${FONT} font-size="28" font-weight="bold" fill="${t.text}">${esc(spec.toolbar ?? "")}</text>` +
        `<text x="24" y="100" ${FONT} font-size="30" fill="${t.text}">${esc(spec.title)}</text>` +
        `<text x="${24 + spec.title.length * 18 + 30}" y="100" ${FONT} font-size="22" fill="${t.muted}">O ${last.o.toFixed(decimals)} H ${last.h.toFixed(decimals)} L ${last.l.toFixed(decimals)}</text>`
      : `<text x="24" y="58" ${FONT} font-size="40" font-weight="bold" fill="${t.text}">${esc(spec.title)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="${t.bg}"/>
${ticks}${body}${header}
<rect x="${width - 145}" y="${y(last.c) - 20}" width="140" height="36" fill="#2962ff"/>
<text x="${width - 135}" y="${y(last.c) + 8}" ${FONT} font-size="22" fill="#ffffff">${last.c.toFixed(decimals)}</text>
</svg>`;
}

export async function renderChart(spec: ChartSpec): Promise<Buffer> {
  return sharp(Buffer.from(chartSvg(spec)))
    .png()
    .toBuffer();
}
