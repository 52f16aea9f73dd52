// inbox: an email inbox that loads itself a page at a time.
//
// Run with `swift run inbox`. The story lives in InboxSampleCore, so that a golden test runs
// exactly what this prints.

import InboxSampleCore

print(await InboxSample.run(), terminator: "")
