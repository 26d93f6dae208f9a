/**
 * Flags every headless Chromium of ours runs with (the crawler, the test browser, the bench's plain
 * Chromium peer): as root in a container, without the sandbox, the GPU or Chromium's own background
 * traffic. Each launch adds a fresh `--user-data-dir`.
 */
export const HEADLESS_CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Command-line flags for the crawler's Chromium. Every request a page makes is meant to go through the
 * request interceptor (and so through the safe fetcher); these flags make sure nothing else can reach
 * the network even when interception does not see it.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  ...HEADLESS_CHROMIUM_ARGS,
  // Small /dev/shm in containers.
  '--disable-dev-shm-usage',
  // The rest of Chromium's own background traffic: metrics, crash reports, prefetching.
  '--disable-extensions',
  '--disable-default-apps',
  '--disable-domain-reliability',
  '--disable-breakpad',
  '--no-pings',
  '--dns-prefetch-disable',
  '--mute-audio',
  // WebSockets, workers' requests and popups bypass page interception: send them to a dead proxy
  // (loopback included, which Chromium otherwise exempts) and let no name resolve.
  '--proxy-server=127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
  '--host-resolver-rules=MAP * ~NOTFOUND',
  // WebRTC could otherwise open UDP connections to any address.
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
];
