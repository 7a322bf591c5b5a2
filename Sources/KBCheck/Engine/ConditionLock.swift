#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pthread mutex and condition variable: what ``Locked`` and ``StandardOutput`` lock with.
///
/// Foundation's `NSLock` and `NSCondition` are the same two, but they are not in
/// FoundationEssentials, and linking all of Foundation for them made every start relocate
/// tens of thousands of pointers more. ThreadSanitizer understands pthreads (it does not see
/// `Synchronization.Mutex`'s futex on Linux).
final class ConditionLock: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  /// An unlocked lock.
  init() {
    mutex.initialize(to: pthread_mutex_t())
    condition.initialize(to: pthread_cond_t())
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deallocate()
    mutex.deallocate()
  }

  /// Waits for the lock and takes it.
  func lock() {
    pthread_mutex_lock(mutex)
  }

  /// Gives the lock back.
  func unlock() {
    pthread_mutex_unlock(mutex)
  }

  /// Gives the lock back until ``broadcast()`` wakes this thread, then takes it again (it may
  /// also wake for no reason: test the condition again).
  func wait() {
    pthread_cond_wait(condition, mutex)
  }

  /// Wakes every thread in ``wait()``.
  func broadcast() {
    pthread_cond_broadcast(condition)
  }
}
