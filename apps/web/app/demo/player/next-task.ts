/**
 * Resolves in a task of its own, after the browser has had the chance to handle input and paint: a
 * message to itself, as React's scheduler yields, rather than a timer, which a background tab delays by
 * up to a second (autoplay plays on there).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
