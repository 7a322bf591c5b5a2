#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts a detached thread with `pthread_create`, which says when the system will not start
/// one: Foundation's `Thread.detachNewThread` does not, and a batch that waited for a worker
/// that never started waited forever (a container's process limit or `ulimit -u` refuses
/// threads past it, and the default is a thread per core).
enum WorkerThread {
  /// Runs `body` on a new detached thread; false, and `body` never runs, when no thread could
  /// be started.
  static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
    let context = Unmanaged.passRetained(WorkerBody(body)).toOpaque()
    #if canImport(Glibc)
      var thread = pthread_t()
      let status = pthread_create(
        &thread, nil,
        { context in
          if let context { Unmanaged<WorkerBody>.fromOpaque(context).takeRetainedValue().run() }
          return nil
        }, context)
      guard status == 0 else {
        Unmanaged<WorkerBody>.fromOpaque(context).release()
        return false
      }
      pthread_detach(thread)
    #else
      var thread: pthread_t?
      let status = pthread_create(
        &thread, nil,
        { context in
          Unmanaged<WorkerBody>.fromOpaque(context).takeRetainedValue().run()
          return nil
        }, context)
      guard status == 0, let thread else {
        Unmanaged<WorkerBody>.fromOpaque(context).release()
        return false
      }
      pthread_detach(thread)
    #endif
    return true
  }
}

/// What a new thread runs, kept alive until it runs.
private final class WorkerBody {
  let run: @Sendable () -> Void

  init(_ run: @escaping @Sendable () -> Void) {
    self.run = run
  }
}
