// Images that are not price charts, synthesised with sharp: a photo-like scene, tables of
// numbers, a diagram, a chat, a dashboard, a pie chart, an oscillator-only panel, a percent
// bar chart, a code screenshot. The reader must refuse all of them.
import sharp from "sharp";
import { rng } from "./data";

const T = (x: number, y: number, s: string, size = 16, fill = "#222", anchor = "start") =>
  `<text x="${x}" y="${y}" font-size="${size}" font-family="DejaVu Sans" fill="${fill}" text-anchor="${anchor}">${s}</text>`;
const svg = (w: number, h: number, bg: string, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="${bg}"/>${body}</svg>`,
  );

async function photo(seed: number, w: number, h: number): Promise<Buffer> {
  const r = rng(seed);
  const blobs = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${r() * w}" cy="${r() * h}" r="${20 + r() * 200}" fill="rgb(${Math.round(r() * 255)},${Math.round(r() * 200)},${Math.round(r() * 160)})" opacity="0.7"/>`,
  );
  const base = await sharp(svg(w, h, "#6b8e4e", blobs.join("")))
    .blur(12)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const d = base.data;
  for (let i = 0; i < d.length; i++) d[i] = Math.max(0, Math.min(255, d[i] + (r() - 0.5) * 40));
  return sharp(d, { raw: base.info }).jpeg({ quality: 85 }).toBuffer();
}

function table(seed: number, w: number, h: number, dark: boolean): Buffer {
  const r = rng(seed);
  const rows = Array.from({ length: 22 }, (_, i) => {
    const y = 80 + i * 34;
    const cells = [
      `BTC/USDT`,
      (r() * 60000).toFixed(2),
      (r() * 100).toFixed(2) + "%",
      (r() * 5000).toFixed(0),
      (r() * 9).toFixed(4),
    ];
    return (
      cells.map((c, j) => T(40 + j * (w / 5.2), y, c, 17, dark ? "#d1d4dc" : "#222")).join("") +
      `<line x1="30" x2="${w - 30}" y1="${y + 10}" y2="${y + 10}" stroke="${dark ? "#2a2e39" : "#ddd"}"/>`
    );
  });
  return svg(
    w,
    h,
    dark ? "#131722" : "#fff",
    T(40, 45, "Open trades — Profit summary", 24, dark ? "#fff" : "#111") + rows.join(""),
  );
}

function diagram(w: number, h: number): Buffer {
  const boxes = ["DataProvider", "Strategy", "FreqAI model", "Exchange API", "Backtesting", "Telegram bot"].map(
    (n, i) => {
      const x = 80 + (i % 3) * (w / 3);
      const y = 120 + Math.floor(i / 3) * 300;
      return (
        `<rect x="${x}" y="${y}" width="260" height="110" rx="12" fill="#e8f0fe" stroke="#3367d6" stroke-width="3"/>${T(x + 130, y + 62, n, 22, "#123", "middle")}` +
        (i % 3 < 2
          ? `<line x1="${x + 260}" y1="${y + 55}" x2="${x + w / 3}" y2="${y + 55}" stroke="#3367d6" stroke-width="3"/>`
          : "")
      );
    },
  );
  return svg(w, h, "#fff", boxes.join("") + T(w / 2, 60, "System architecture", 30, "#111", "middle"));
}

function chat(w: number, h: number): Buffer {
  const msgs = [
    "/status",
    "Trade #12 BTC/USDT opened at 64,210.5",
    "/profit",
    "ROI: 3.42 % (12.31 USDT)",
    "Sold ETH/USDT at 3,121.40 (+1.2%)",
    "/balance",
    "Total: 1,024.55 USDT",
  ];
  const body = msgs.map((m, i) => {
    const mine = m.startsWith("/");
    const x = mine ? w - 420 : 40;
    const y = 60 + i * 90;
    return `<rect x="${x}" y="${y}" width="380" height="60" rx="14" fill="${mine ? "#effdde" : "#fff"}"/>${T(x + 18, y + 37, m, 18)}`;
  });
  return svg(w, h, "#aecb9d", body.join(""));
}

function dashboard(w: number, h: number): Buffer {
  const cards = [
    ["Balance", "10,243.12 USDT"],
    ["Open trades", "4"],
    ["Win rate", "63.2%"],
    ["Profit today", "+214.55"],
    ["Drawdown", "-3.1%"],
    ["Trades", "1,204"],
  ].map(([k, v], i) => {
    const x = 40 + (i % 3) * (w / 3);
    const y = 80 + Math.floor(i / 3) * 220;
    return `<rect x="${x}" y="${y}" width="${w / 3 - 60}" height="180" rx="10" fill="#1e222d"/>${T(x + 24, y + 50, k, 20, "#9aa0aa")}${T(x + 24, y + 120, v, 44, "#fff")}`;
  });
  return svg(w, h, "#131722", cards.join(""));
}

function pie(w: number, h: number): Buffer {
  const cx = w / 2;
  const cy = h / 2;
  const R = Math.min(w, h) * 0.35;
  const parts = [0.35, 0.25, 0.2, 0.12, 0.08];
  const colours = ["#2962ff", "#26a69a", "#ef5350", "#ff9800", "#9c27b0"];
  let a = 0;
  const slices = parts.map((p, i) => {
    const a2 = a + p * Math.PI * 2;
    const path = `M${cx},${cy} L${cx + R * Math.cos(a)},${cy + R * Math.sin(a)} A${R},${R} 0 ${p > 0.5 ? 1 : 0} 1 ${cx + R * Math.cos(a2)},${cy + R * Math.sin(a2)} Z`;
    const mid = (a + a2) / 2;
    a = a2;
    return `<path d="${path}" fill="${colours[i]}"/>${T(cx + R * 1.15 * Math.cos(mid), cy + R * 1.15 * Math.sin(mid), `${(p * 100).toFixed(0)}%`, 20, "#222", "middle")}`;
  });
  return svg(w, h, "#fff", slices.join("") + T(cx, 50, "Portfolio allocation", 28, "#111", "middle"));
}

/** An oscillator-only panel (MACD-like): an axis that crosses zero, a line and a histogram. */
function oscillator(seed: number, w: number, h: number): Buffer {
  const r = rng(seed);
  const mid = h / 2;
  const ticks = [-3, -2, -1, 0, 1, 2, 3].map(
    (v) =>
      `${T(w - 60, mid - v * (h / 8) + 5, v.toFixed(1), 15, "#b2b5be")}<line x1="0" x2="${w - 70}" y1="${mid - v * (h / 8)}" y2="${mid - v * (h / 8)}" stroke="#2a2e39"/>`,
  );
  let v = 0;
  const pts: string[] = [];
  const bars: string[] = [];
  for (let x = 10; x < w - 80; x += 8) {
    v = v * 0.9 + (r() - 0.5) * 0.9;
    pts.push(`${x},${mid - v * (h / 8)}`);
    bars.push(
      `<rect x="${x}" width="6" y="${Math.min(mid, mid - v * (h / 16))}" height="${Math.abs(v * (h / 16))}" fill="${v > 0 ? "#26a69a" : "#ef5350"}"/>`,
    );
  }
  return svg(
    w,
    h,
    "#131722",
    ticks.join("") +
      bars.join("") +
      `<polyline points="${pts.join(" ")}" fill="none" stroke="#2962ff" stroke-width="2"/>` +
      T(14, 30, "MACD 12 26 9", 16, "#b2b5be"),
  );
}

function percentBars(w: number, h: number): Buffer {
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  const vals = [4.2, -1.3, 2.8, 6.1, -3.4, 1.9, 0.7, 5.5, -2.2, 3.3, 4.8, -0.9];
  const zero = h * 0.55;
  const scale = h / 20;
  const axis = [-6, -4, -2, 0, 2, 4, 6, 8].map((v) => T(60, zero - v * scale + 5, `${v}%`, 15, "#333", "end"));
  const bars = vals.map(
    (v, i) =>
      `<rect x="${90 + i * ((w - 120) / 12)}" width="${(w - 120) / 16}" y="${Math.min(zero, zero - v * scale)}" height="${Math.abs(v * scale)}" fill="${v >= 0 ? "#26a69a" : "#ef5350"}"/>${T(90 + i * ((w - 120) / 12), h - 30, months[i], 14)}`,
  );
  return svg(w, h, "#fff", axis.join("") + bars.join("") + T(w / 2, 40, "Monthly returns 2024", 24, "#111", "middle"));
}

function code(w: number, h: number): Buffer {
  const lines = [
    "def populate_indicators(self, dataframe, metadata):",
    "    dataframe['rsi'] = ta.RSI(dataframe, timeperiod=14)",
    "    dataframe['ema_50'] = ta.EMA(dataframe, timeperiod=50)",
    "    return dataframe",
    "",
    "minimal_roi = {'0': 0.10, '40': 0.04, '100': 0.0}",
    "stoploss = -0.10",
    "timeframe = '5m'",
  ];
  return svg(
    w,
    h,
    "#1e1e1e",
    lines.map((l, i) => T(40, 60 + i * 34, l.replace(/'/g, "&apos;"), 20, "#d4d4d4")).join(""),
  );
}

export const NEGATIVES: { name: string; make: () => Promise<Buffer> }[] = [
  { name: "neg-photo-1", make: () => photo(11, 1600, 1067) },
  { name: "neg-photo-2", make: () => photo(23, 1280, 960) },
  {
    name: "neg-table-light",
    make: () =>
      sharp(table(5, 1440, 900, false))
        .png()
        .toBuffer(),
  },
  {
    name: "neg-table-dark",
    make: () =>
      sharp(table(9, 1920, 1080, true))
        .png()
        .toBuffer(),
  },
  { name: "neg-diagram", make: () => sharp(diagram(1600, 800)).jpeg().toBuffer() },
  { name: "neg-chat", make: () => sharp(chat(900, 720)).png().toBuffer() },
  { name: "neg-dashboard", make: () => sharp(dashboard(1600, 900)).png().toBuffer() },
  { name: "neg-pie", make: () => sharp(pie(1200, 800)).png().toBuffer() },
  {
    name: "neg-oscillator",
    make: () =>
      sharp(oscillator(3, 1440, 500))
        .png()
        .toBuffer(),
  },
  { name: "neg-percent-bars", make: () => sharp(percentBars(1280, 720)).png().toBuffer() },
  { name: "neg-code", make: () => sharp(code(1280, 720)).png().toBuffer() },
  { name: "neg-photo-3", make: () => photo(37, 1920, 1080) },
];
