#if canImport(UIKit)
  import ListComposer
#endif
