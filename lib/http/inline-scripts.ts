// The only inline script we write ourselves, kept here so the Content-Security-Policy can allow
// exactly it by hash (security-headers.ts): Next's own inline scripts carry the per-request nonce.
// Changing the text changes the hash automatically.

export const SPLASH_SEEN_KEY = "candlewise-splash-seen";
export const SPLASH_COOKIE = `${SPLASH_SEEN_KEY}=1`;

// Runs while the HTML is parsed, before the first paint: a visitor who already saw the splash in
// this browser session never gets a flash of it on later page loads.
export const SPLASH_HIDE_SCRIPT = `try{if(document.cookie.indexOf("${SPLASH_COOKIE}")>=0||sessionStorage.getItem("${SPLASH_SEEN_KEY}")){var s=document.getElementById("splash");if(s)s.style.display="none"}}catch(e){}`;

export const INLINE_SCRIPTS = [SPLASH_HIDE_SCRIPT];
