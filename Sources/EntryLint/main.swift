import Foundation

let result = CLI.run(Array(CommandLine.arguments.dropFirst()), environment: .process())
FileHandle.standardOutput.write(Data(result.stdout))
FileHandle.standardError.write(Data(result.stderr))
exit(result.exitCode)
