import Foundation

/// A value behind a lock, for the few places threads share state.
///
/// `Synchronization.Mutex` would do, but on Linux ThreadSanitizer does not see the futex it
/// waits on and reports every value behind one as a race, which makes `Scripts/sanitize
/// thread` useless; `NSLock` is a pthread mutex, which the sanitizer understands, and costs
/// about the same when uncontended.
final class Locked<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// A lock around `value`.
  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value, waiting for the lock.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }

  /// Runs `body` with the value when no other thread holds the lock; nil at once otherwise.
  func withLockIfAvailable<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result? {
    guard lock.try() else { return nil }
    defer { lock.unlock() }
    return try body(&value)
  }
}
