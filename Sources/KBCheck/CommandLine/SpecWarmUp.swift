#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Compiles the built-in spec on a second thread while the first reads the command line, the
/// configuration and the inputs: a lint of one file spends about a third of its own time
/// setting the spec up, and on a machine with a processor to spare that time overlaps the
/// rest.
///
/// The spec is compiled once per process (``CompiledSpec/builtIn()``): the run that needs it
/// takes what the thread made, or waits for it to finish, or makes it itself when the thread
/// has not begun. A run that uses another spec lets the thread's work go unused. One small
/// trace's lint took 4 to 5% less wall time (400 alternating runs, 2 cores).
enum SpecWarmUp {
  /// Starts compiling the built-in spec on another thread, when the machine has more than one
  /// processor and a thread can be started; does nothing otherwise.
  static func start() {
    guard processorsAvailable > 1 else { return }
    _ = WorkerThread.start { _ = try? CompiledSpec.builtIn() }
  }

  /// How many processors are online. (The affinity mask a container or `taskset` may narrow
  /// is not in reach of Swift on Linux; on one processor, the thread costs its start, about
  /// 30 µs, and no more work.)
  static var processorsAvailable: Int {
    Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
  }
}
