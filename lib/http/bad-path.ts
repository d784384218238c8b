// A path segment that is not valid percent-encoding (`/api/analysis/%ff%fe`) cannot name any of
// our pages or records; Next would throw decoding it and answer a bare 500. The proxy answers 400
// first. A NUL (%00) in the path is refused the same way: nothing we store can contain one.
export function isMalformedPath(pathname: string): boolean {
  for (const segment of pathname.split("/")) {
    if (!segment.includes("%")) continue;
    try {
      if (decodeURIComponent(segment).includes("\u0000")) return true;
    } catch {
      return true;
    }
  }
  return false;
}
