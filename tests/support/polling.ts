// Waiting in tests for what the server's jobs do in their own time.

/** Reads until `done` holds (or the time is up) and answers the last read. */
export const until = async <A>(read: () => A | Promise<A>, done: (value: A) => boolean, seconds = 20) => {
  const end = Date.now() + seconds * 1000
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > end) return value
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
