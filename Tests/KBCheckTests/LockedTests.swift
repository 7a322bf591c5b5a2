import Foundation
import Testing

@testable import KBCheck

/// ``Locked`` and the ``ConditionLock`` under it: what the batch's threads share. Each test
/// watches its threads from the test, up to a deadline, so a broken lock fails it instead of
/// hanging it.
@Suite struct LockedTests {
  /// Polls `done` until it holds or `seconds` have passed; returns whether it held.
  static func eventually(within seconds: Int, _ done: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while !done(), ContinuousClock.now < deadline { usleep(1_000) }
    return done()
  }

  @Test("updates from several threads at once all count")
  func updatesAreExclusive() throws {
    let counter = Locked(0)
    let finished = Locked(0)
    let threads = 4
    let steps = 20_000
    for _ in 0..<threads {
      try #require(
        WorkerThread.start {
          for _ in 0..<steps { counter.withLock { $0 += 1 } }
          finished.withLock { $0 += 1 }
        })
    }
    #expect(Self.eventually(within: 20) { finished.withLock { $0 } == threads })
    #expect(counter.withLock { $0 } == threads * steps, "an update was lost")
  }

  @Test("a thread waiting for the value wakes when another changes it")
  func waitWakesOnChange() throws {
    let ready = Locked(false)
    let woke = Locked(false)
    try #require(
      WorkerThread.start {
        ready.wait(until: { $0 }, then: { _ in })
        woke.withLock { $0 = true }
      })
    usleep(50_000)  // long enough, nearly always, for the thread to be waiting
    ready.withLock { $0 = true }
    #expect(Self.eventually(within: 20) { woke.withLock { $0 } }, "the waiting thread slept on")
  }
}
