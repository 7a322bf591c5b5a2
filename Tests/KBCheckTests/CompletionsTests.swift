import Foundation
import Testing

@testable import KBCheck

/// Shell completions, the man page and the install script are made from the help texts
/// (issue #19): they load and work, and neither they nor the help can name an option the
/// parser does not take, or leave out one it takes.
@Suite struct CompletionsTests {
  /// Runs `script` in bash with the completion script loaded; returns what it printed.
  static func bash(_ script: String) throws -> String {
    let binary = try #require(Paths.binary).path
    let run = try BinaryRun.run(
      ["-c", "source <('\(binary)' completions bash)\n" + script], in: Paths.root,
      executable: URL(fileURLWithPath: "/bin/bash"))
    #expect(run.status == 0, "\(run.errorOutput)")
    return run.output
  }

  /// What the completion function offers for the words typed so far.
  static func complete(_ words: [String]) throws -> [String] {
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let output = try bash(
      "COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _kbcheck; "
        + #"printf '%s\n' "${COMPREPLY[@]}""#)
    return output.split(separator: "\n").map(String.init)
  }

  @Test("the main help names every command of the table")
  func mainHelpNamesEveryCommand() {
    for command in CommandTable.commands {
      #expect(Usage.main.contains("kbcheck \(command.name) "), "\(command.name)")
    }
  }

  @Test("the bash script loads and completes commands, options and their values")
  func bashCompletes() throws {
    #expect(try Self.complete(["kbcheck", "li"]) == ["lint"])
    #expect(try Self.complete(["kbcheck", "lint", "--form"]) == ["--format"])
    #expect(try Self.complete(["kbcheck", "lint", "--format", "sa"]) == ["sarif"])
    #expect(try Self.complete(["kbcheck", "lint", "--max-in"]) == ["--max-input-size"])
    #expect(try Self.complete(["kbcheck", "completions", "fi"]) == ["fish"])
    #expect(try Self.complete(["kbcheck", "help", "--m"]) == ["--man"])
    // A path completes as a file.
    #expect(try Self.complete(["kbcheck", "lint", "Package.sw"]) == ["Package.swift"])
  }

  @Test("every option the completions offer is one the parser takes")
  func completionsNameOnlyRealOptions() {
    for command in CommandTable.commands {
      for option in CommandTable.options(in: command.help) {
        let value = CommandLineParser.takesValue(option) ? ["x"] : []
        var message = ""
        do {
          _ = try CommandLineParser.parse([command.name, option] + value + ["operand"])
        } catch {
          message = error.message
        }
        #expect(!message.contains("unknown option"), "\(command.name) \(option): \(message)")
      }
    }
  }

  @Test("every option that takes a value is in some command's help, and so completes")
  func everyValuedOptionIsDocumented() {
    let documented = Set(CommandTable.commands.flatMap { CommandTable.options(in: $0.help) })
    for option in CommandLineParser.valuedOptions {
      #expect(documented.contains(option), "\(option) is parsed but in no help text")
    }
  }

  @Test("the zsh and fish scripts parse, where those shells are installed")
  func zshAndFishParse() throws {
    let binary = try #require(Paths.binary).path
    for shell in ["zsh", "fish"] {
      guard
        let path = ["/usr/bin/\(shell)", "/bin/\(shell)"].first(where: {
          FileManager.default.isExecutableFile(atPath: $0)
        })
      else { continue }
      let run = try BinaryRun.run(
        [
          "-c",
          "'\(binary)' completions \(shell) > /tmp/kbcheck-completion.\(shell) && \(path) -n /tmp/kbcheck-completion.\(shell)",
        ],
        in: Paths.root, executable: URL(fileURLWithPath: "/bin/sh"))
      #expect(run.status == 0, "\(shell): \(run.errorOutput)")
    }
    let fish = KBCheckCommand.run(["completions", "fish"]).output
    #expect(fish.contains("complete -c kbcheck -n '__fish_seen_subcommand_from lint' -l format"))
  }

  @Test(
    "the man page renders with man -l and holds every command's help",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/man"), "man is installed"))
  func manPageRenders() throws {
    let binary = try #require(Paths.binary).path
    let run = try BinaryRun.run(
      ["-c", "'\(binary)' help --man | MANWIDTH=100 man -l -"], in: Paths.root,
      executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(run.status == 0, "\(run.errorOutput)")
    #expect(run.output.contains("KBCHECK(1)"))
    for command in CommandTable.commands where command.name != "help" {
      #expect(run.output.contains("kbcheck \(command.name)"), "\(command.name)")
    }
    #expect(run.output.contains("--max-input-size"))
  }

  @Test("--version names the built-in spec and its version")
  func versionNamesTheSpec() {
    #expect(
      KBCheckCommand.run(["--version"]).output
        == "kbcheck \(Report.toolVersion) (built-in spec uikit-keyboard \(BuiltInSpec.version))\n")
  }

  @Test("Scripts/install lays out the binary, the man page and three completions under PREFIX")
  func installHonoursPrefix() throws {
    let binary = try #require(Paths.binary).path
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbcheck-prefix-\(UUID())")
    defer { try? FileManager.default.removeItem(at: prefix) }
    let run = try BinaryRun.run(
      ["-c", "PREFIX='\(prefix.path)' Scripts/install --binary '\(binary)'"], in: Paths.root,
      executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(run.status == 0, "\(run.errorOutput)")
    for file in [
      "bin/kbcheck", "share/man/man1/kbcheck.1", "share/bash-completion/completions/kbcheck",
      "share/zsh/site-functions/_kbcheck", "share/fish/vendor_completions.d/kbcheck.fish",
    ] {
      #expect(
        FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file)")
    }
    #expect(
      FileManager.default.isExecutableFile(
        atPath: prefix.appendingPathComponent("bin/kbcheck").path))
  }
}
