/**
 * Command-line flags for the crawler's Chromium. Every request a page makes is meant to go through the
 * request interceptor (and so through the safe fetcher); these flags make sure nothing else can reach
 * the network even when interception does not see it.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  // Headless in a container: no sandbox (the container is the sandbox), no GPU, small /dev/shm.
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // Chromium's own background traffic: updates, sync, metrics, crash reports, prefetching.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
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
