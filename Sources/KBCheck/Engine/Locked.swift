import Foundation

/// A value behind a lock: the one way threads share state in kbcheck. A thread can wait for
/// the value to change: every ``withLock(_:)`` wakes the waiters of ``wait(until:then:)``.
///
/// `Synchronization.Mutex` would do for the lock, but on Linux ThreadSanitizer does not see the
/// futex it waits on and reports every value behind one as a race, which makes `Scripts/sanitize
/// thread` useless; `NSCondition` is a pthread mutex and condition variable, which the sanitizer
/// understands, and costs about the same when uncontended.
final class Locked<Value: Sendable>: @unchecked Sendable {
  private let condition = NSCondition()
  private var value: Value

  /// A lock around `value`.
  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value, waiting for the lock, and wakes the threads waiting for a
  /// change.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    condition.lock()
    defer {
      condition.broadcast()
      condition.unlock()
    }
    return try body(&value)
  }

  /// Waits until `ready` holds for the value, then runs `body` with it under the lock.
  func wait<Result>(until ready: (Value) -> Bool, then body: (inout Value) throws -> Result)
    rethrows -> Result
  {
    condition.lock()
    defer { condition.unlock() }
    while !ready(value) { condition.wait() }
    return try body(&value)
  }
}
