/// A value behind a lock: the one way threads share state in kbcheck. A thread can wait for
/// the value to change: a ``withLock(_:)`` wakes the threads in ``wait(until:then:)``, and
/// costs nothing more when none waits.
///
/// `Synchronization.Mutex` would do for the lock, but on Linux ThreadSanitizer does not see the
/// futex it waits on and reports every value behind one as a race, which makes `Scripts/sanitize
/// thread` useless; ``ConditionLock`` is a pthread mutex and condition variable, which the
/// sanitizer understands, and costs about the same when uncontended.
final class Locked<Value: Sendable>: @unchecked Sendable {
  private let condition = ConditionLock()
  private var value: Value
  /// Threads in ``wait(until:then:)``: only then does a change wake anyone.
  private var waiting = 0

  /// A lock around `value`.
  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value, waiting for the lock, and wakes the threads waiting for a
  /// change.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    condition.lock()
    defer {
      if waiting > 0 { condition.broadcast() }
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
    while !ready(value) {
      waiting += 1
      condition.wait()
      waiting -= 1
    }
    return try body(&value)
  }
}
