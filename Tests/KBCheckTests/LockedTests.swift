import Testing

@testable import KBCheck

/// ``Locked`` and the ``ConditionLock`` under it: what the batch's threads share.
@Suite struct LockedTests {
  @Test("changes from several threads all count, and a thread waiting for them wakes")
  func waitWakesWhenTheValueIsReady() async throws {
    let counter = Locked(0)
    let woke = Locked(false)
    let threads = 4
    let steps = 2_000
    // The waiter blocks in the condition variable: if no change woke it, it would block for
    // ever, so the test watches it from here, up to a deadline.
    try #require(
      WorkerThread.start {
        _ = counter.wait(until: { $0 == threads * steps }, then: { $0 })
        woke.withLock { $0 = true }
      })
    for _ in 0..<threads {
      try #require(WorkerThread.start { for _ in 0..<steps { counter.withLock { $0 += 1 } } })
    }
    let deadline = ContinuousClock.now + .seconds(20)
    while !woke.withLock({ $0 }), ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(1))
    }
    #expect(woke.withLock { $0 }, "the waiting thread was not woken")
    #expect(counter.withLock { $0 } == threads * steps, "an update was lost")
  }
}
