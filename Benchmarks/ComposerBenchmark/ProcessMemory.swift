/// Process helpers for memory figures: resident-set sizes from /proc/self/status, resetting the
/// high-water mark, and running this benchmark executable again as a child process so that a
/// figure is measured in a fresh heap. Linux only; elsewhere every helper returns `nil`.

#if os(Linux)
  import Glibc
#endif

/// Whether this platform can measure peak memory of a child process.
var canMeasureProcessMemory: Bool {
  #if os(Linux)
    return true
  #else
    return false
  #endif
}

/// Returns a field of /proc/self/status in bytes (`VmRSS`, `VmHWM`), or `nil`.
func processStatusBytes(_ field: String) -> Int? {
  #if os(Linux)
    guard let text = readWholeFile("/proc/self/status") else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
      let digits = line.dropFirst(field.count + 1).filter { $0.isNumber }
      guard let kilobytes = Int(digits) else { return nil }
      return kilobytes * 1_024
    }
    return nil
  #else
    return nil
  #endif
}

/// Resets the peak resident-set size (`VmHWM`) to the current one; returns whether it could.
func resetPeakResidentSize() -> Bool {
  #if os(Linux)
    let descriptor = open("/proc/self/clear_refs", O_WRONLY)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    let written = "5".utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, 1) }
    return written == 1
  #else
    return false
  #endif
}

/// Makes the allocator map every block of `bytes` or more on its own and unmap it when freed, so
/// that the resident set follows the live allocations instead of the heap's fragmentation.
func mapLargeBlocksSeparately(from bytes: Int32) {
  #if os(Linux)
    // glibc's mallopt is not exported by the Glibc module; look it up at run time.
    typealias SetOption = @convention(c) (Int32, Int32) -> Int32
    let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD in malloc.h
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
    _ = unsafeBitCast(symbol, to: SetOption.self)(mmapThreshold, bytes)
  #endif
}

/// Returns freed heap memory to the system, so that later allocations show up in the resident set.
func releaseFreeHeapMemory() {
  #if os(Linux)
    // glibc's malloc_trim is not exported by the Glibc module; look it up at run time.
    typealias Trim = @convention(c) (Int) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
    _ = unsafeBitCast(symbol, to: Trim.self)(0)
  #endif
}

/// Runs this executable again with `arguments` and returns what it printed, or `nil` when it
/// could not be started or did not exit with status 0.
func runSelfAsChild(_ arguments: [String]) -> String? {
  #if os(Linux)
    var pipeEnds: [Int32] = [-1, -1]
    guard pipe(&pipeEnds) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])

    let executable = "/proc/self/exe"
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var child: pid_t = 0
    let spawned = argv.withUnsafeBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return posix_spawn(&child, executable, &actions, nil, base, environ)
    }
    close(pipeEnds[1])
    defer { close(pipeEnds[0]) }
    guard spawned == 0 else { return nil }

    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
      if count <= 0 { break }
      output.append(contentsOf: chunk[0..<count])
    }
    var status: Int32 = 0
    guard waitpid(child, &status, 0) == child, status == 0 else { return nil }
    return String(decoding: output, as: UTF8.self)
  #else
    return nil
  #endif
}

#if os(Linux)
  private func readWholeFile(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
  }
#endif
