/** A passage URL's path ("/blog/post.html"), for rules about what kind of page it is; the text itself when it is no URL. */
export function urlPath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}
