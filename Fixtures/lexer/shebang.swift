#!/usr/bin/env swift
// A script: the shebang line is neither a token nor Swift.
import Foundation

let arguments = CommandLine.arguments
print("Hello, \(arguments.count) arguments")
