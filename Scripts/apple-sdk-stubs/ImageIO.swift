public import Foundation
public import SwiftUI
public typealias CFData = NSData
public typealias CFDictionary = NSDictionary
public final class CGImageSource {}
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? { nil }
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? { nil }
