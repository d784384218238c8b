// The "app conventions" corpus's layouts: how charting apps draw a chart by default (MetaTrader 4
// and 5, thinkorswim, NinjaTrader 8, cTrader, Binance web, TradingView with its volume, position
// tool, rays, event marks and volume profile, a phone app, ultrawide captures, and layouts that
// print no interval), written from how each app is documented and commonly looks, not from any
// screenshot. Plots are lightweight-charts styled like the app; headers, toolbars, panels and
// overlays are HTML placed from the chart's own coordinates. render-conventions.ts renders them.
// CJK layouts render only where a CJK font is installed (cjk.ts: hasCjkFont).
import { Layout } from "./common";
import { metaTrader4, metaTrader5 } from "./metatrader";
import { thinkorswim, ninjaTrader, cTrader, ibTws } from "./desktop";
import { binance } from "./binance";
import { TV_DARK, TV_BLACK, TV_LIGHT, tradingView, positionTool, rayAndEvents, volumeProfile } from "./tradingview";
import { phone, brokerRange, watermarkWidget, botReport } from "./pages";
import { binanceMarkets, mt4History } from "./non-charts";
import { BROKER_LAYOUTS } from "./brokers";
import { EXCHANGE_LAYOUTS } from "./exchanges";
import { PHONE_LAYOUTS } from "./phones";
import { PORTAL_LAYOUTS } from "./portals";
import { PLATFORM_LAYOUTS } from "./platforms";
import { CJK_LAYOUTS, hasCjkFont } from "./cjk";
import { CFD_LAYOUTS } from "./cfd-brokers";
import { DEFI_LAYOUTS } from "./defi";
import { ANNOTATED_LAYOUTS } from "./annotated";
import { hasKoreanFont, KOREAN_LAYOUTS } from "./korean";
import { PYTHON_LAYOUTS } from "./python-plots";
import { JS_CHART_LAYOUTS } from "./js-charts";
import { BOT_UI_LAYOUTS } from "./bot-uis";

// ---------------------------------------------------------------------------------------------
// The layouts and their renders

export const LAYOUTS: Layout[] = [
  {
    id: "mt4",
    app: "MetaTrader 4",
    page: metaTrader4,
    renders: [
      { symbol: "EURUSD", tf: "1h", w: 1366, h: 768 },
      { symbol: "GBPUSD", tf: "15m", w: 1280, h: 720 },
      { symbol: "XAUUSD", tf: "4h", w: 1920, h: 1080, jpeg: true },
      { symbol: "USDJPY", tf: "1D", w: 1600, h: 900 },
    ],
  },
  {
    id: "mt5",
    app: "MetaTrader 5",
    page: metaTrader5,
    renders: [
      { symbol: "EURUSD", tf: "4h", w: 1920, h: 1080 },
      { symbol: "XAUUSD", tf: "30m", w: 1440, h: 900 },
      { symbol: "USDJPY", tf: "1h", w: 1366, h: 768, jpeg: true },
      { symbol: "GBPUSD", tf: "15m", w: 1920, h: 1080 },
      { symbol: "EURUSD", tf: "1D", w: 1280, h: 800 },
    ],
  },
  {
    id: "thinkorswim",
    app: "thinkorswim",
    page: thinkorswim,
    renders: [
      { symbol: "AAPL", tf: "1D", w: 1920, h: 1080 },
      { symbol: "TSLA", tf: "15m", w: 1440, h: 900, scale: 2 },
      { symbol: "SPY", tf: "1h", w: 1600, h: 900 },
      { symbol: "NVDA", tf: "5m", w: 1366, h: 768, jpeg: true },
    ],
  },
  {
    id: "ninjatrader8",
    app: "NinjaTrader 8",
    page: ninjaTrader,
    renders: [
      { symbol: "ES", tf: "5m", w: 1920, h: 1080 },
      { symbol: "NQ", tf: "1D", w: 1600, h: 900 },
      { symbol: "ES", tf: "1h", w: 1366, h: 768 },
    ],
  },
  {
    id: "ib-tws",
    app: "Interactive Brokers TWS",
    page: ibTws,
    renders: [
      { symbol: "MSFT", tf: "5m", w: 1600, h: 900 },
      { symbol: "SPY", tf: "1D", w: 1920, h: 1080 },
      { symbol: "TSLA", tf: "1h", w: 1366, h: 768, jpeg: true },
    ],
  },
  {
    id: "ctrader",
    app: "cTrader",
    page: cTrader,
    renders: [
      { symbol: "EURUSD", tf: "1h", w: 1920, h: 1080 },
      { symbol: "GBPUSD", tf: "5m", w: 1440, h: 900 },
      { symbol: "XAUUSD", tf: "1D", w: 1366, h: 768, jpeg: true },
    ],
  },
  {
    id: "binance-web",
    app: "Binance web",
    page: binance,
    renders: [
      { symbol: "BTCUSDT", tf: "15m", w: 1920, h: 1080 },
      { symbol: "ETHUSDT", tf: "1h", w: 1440, h: 900, scale: 2 },
      { symbol: "SOLUSDT", tf: "4h", w: 1600, h: 900 },
      { symbol: "BNBUSDT", tf: "1D", w: 1366, h: 768, jpeg: true },
    ],
  },
  {
    id: "tv-volume",
    app: "TradingView",
    page: (c) =>
      tradingView(c, { theme: c.variant === 1 ? TV_LIGHT : TV_DARK, volume: true, sellBuy: c.variant !== 2 }),
    renders: [
      { symbol: "AAPL", tf: "5m", w: 1920, h: 1080 },
      { symbol: "MSFT", tf: "1D", w: 1440, h: 900, scale: 2 },
      { symbol: "BTCUSDT", tf: "4h", w: 1600, h: 900, jpeg: true },
    ],
  },
  {
    id: "tv-position",
    app: "TradingView",
    page: (c) => {
      const theme = c.variant === 1 ? TV_BLACK : TV_LIGHT;
      return tradingView(c, { theme, ...positionTool(c, theme) });
    },
    renders: [
      { symbol: "EURUSD", tf: "15m", w: 1920, h: 1080 },
      { symbol: "NVDA", tf: "1h", w: 1440, h: 900 },
      { symbol: "ETHUSDT", tf: "4h", w: 1366, h: 768 },
    ],
  },
  {
    id: "tv-ray-events",
    app: "TradingView",
    page: (c) =>
      tradingView(c, { theme: c.variant === 2 ? TV_LIGHT : TV_BLACK, volume: c.variant === 1, ...rayAndEvents(c) }),
    renders: [
      { symbol: "AAPL", tf: "1D", w: 1920, h: 1080 },
      { symbol: "MSFT", tf: "1D", w: 1600, h: 900 },
      { symbol: "TSLA", tf: "1W", w: 1440, h: 900, scale: 2 },
    ],
  },
  {
    id: "tv-vrvp",
    app: "TradingView",
    page: (c) => tradingView(c, { theme: c.variant === 0 ? TV_DARK : TV_LIGHT, ...volumeProfile(c) }),
    renders: [
      { symbol: "BTCUSDT", tf: "1h", w: 1920, h: 1080 },
      { symbol: "SPX", tf: "1D", w: 1440, h: 900 },
      { symbol: "XAUUSD", tf: "15m", w: 1600, h: 900, jpeg: true },
    ],
  },
  {
    id: "ultrawide",
    app: "TradingView",
    page: (c) =>
      tradingView(c, {
        theme: c.variant === 1 ? TV_LIGHT : TV_DARK,
        watchlist: true,
        volume: c.variant !== 2,
        fontSize: 13,
      }),
    renders: [
      { symbol: "NVDA", tf: "15m", w: 3440, h: 1440, bars: 260 },
      { symbol: "ETHUSDT", tf: "1h", w: 3573, h: 1200, bars: 240 },
      { symbol: "EURUSD", tf: "4h", w: 3440, h: 1440, bars: 220 },
    ],
  },
  {
    id: "phone",
    app: "Phone app (Binance-like)",
    page: phone,
    renders: [
      { symbol: "BTCUSDT", tf: "15m", w: 390, h: 844, scale: 3, bars: 70 },
      { symbol: "ETHUSDT", tf: "1h", w: 390, h: 844, scale: 3, bars: 60 },
      { symbol: "SOLUSDT", tf: "4h", w: 414, h: 896, scale: 2, bars: 60, jpeg: true },
    ],
  },
  {
    id: "broker-range",
    app: "Broker web (range picker: the selected range is the timeframe)",
    page: brokerRange,
    renders: [
      { symbol: "AAPL", tf: "5m", w: 1440, h: 900 },
      { symbol: "TSLA", tf: "1h", w: 1920, h: 1080 },
      { symbol: "SPY", tf: "1D", w: 1366, h: 768 },
    ],
  },
  {
    id: "widget-watermark",
    app: "Chart widget (watermark, no interval, no tag)",
    page: watermarkWidget,
    renders: [
      { symbol: "BTCUSDT", tf: "1h", w: 1280, h: 720 },
      { symbol: "MSFT", tf: "1D", w: 1440, h: 900 },
    ],
  },
  {
    id: "neg-binance-markets",
    app: "Binance web (markets list, no chart)",
    page: binanceMarkets,
    renders: [{ symbol: "BTCUSDT", tf: "1D", w: 1440, h: 900 }],
  },
  {
    id: "neg-mt4-history",
    app: "MetaTrader 4 (account history, no chart)",
    page: mt4History,
    renders: [{ symbol: "EURUSD", tf: "1D", w: 1280, h: 560 }],
  },
  {
    id: "bot-report",
    app: "Bot backtest report (no interval)",
    page: botReport,
    renders: [
      { symbol: "BTCUSDT", tf: "4h", w: 1600, h: 900 },
      { symbol: "SOLUSDT", tf: "1h", w: 1920, h: 1080 },
    ],
  },
  // The second batch (29 Nov): stock brokers' and crypto exchanges' web apps.
  ...BROKER_LAYOUTS,
  ...EXCHANGE_LAYOUTS,
  // The third batch (29 Nov): phone apps and finance portals.
  ...PHONE_LAYOUTS,
  ...PORTAL_LAYOUTS,
  // The fourth batch (29 Nov): desktop platforms, and Chinese and Japanese apps where a CJK font is
  // installed (Debian: fonts-wqy-microhei; without one their text would render as empty boxes).
  ...PLATFORM_LAYOUTS,
  ...(hasCjkFont() ? CJK_LAYOUTS : []),
  // The fifth batch (29 Nov, second session): forex and CFD brokers' web platforms, on-chain and
  // perpetual front-ends, and the screenshots traders share (indicator panes, their own drawings,
  // MetaTrader's subwindows, a snipping tool's crop).
  ...CFD_LAYOUTS,
  ...DEFI_LAYOUTS,
  ...ANNOTATED_LAYOUTS,
  // Korean apps, and TradingView in Chinese, where the fonts are installed. The recognizer is
  // PP-OCR's Chinese model: it reads Hangul as look-alike Chinese characters, so these measure
  // what the reader cannot yet read (docs/chart-reading.md).
  ...(hasCjkFont() && hasKoreanFont() ? KOREAN_LAYOUTS : []),
  // The sixth batch (29 Nov, second session): what open-source trading code draws, as its READMEs
  // show it: Python plotting (mplfinance, backtrader, plotly, backtesting.py), JavaScript chart
  // libraries (ECharts, KLineChart, ApexCharts, a lightweight-charts dashboard) and bots' web UIs
  // (FreqUI, Hummingbot's dashboard, Jesse, a signal channel's image). These draw their plots as
  // SVG the way each library does, not with lightweight-charts.
  ...PYTHON_LAYOUTS,
  ...JS_CHART_LAYOUTS,
  ...BOT_UI_LAYOUTS,
];

export { TF_SECONDS, instrument, type Tf } from "./common";
