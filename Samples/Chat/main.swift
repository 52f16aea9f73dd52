// chat: a conversation that opens at its newest messages and pages both ways.
//
// Run with `swift run chat`. The story lives in ChatSampleCore, so that a golden test runs
// exactly what this prints.

import ChatSampleCore

print(await ChatSample.run(), terminator: "")
