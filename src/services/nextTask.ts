/**
 * Settles in a task of its own, after the browser has had its turn (input, a frame). A MessageChannel message rather
 * than a timer: a tab opened in the background holds timers back by a second or more, and its messages not at all.
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
