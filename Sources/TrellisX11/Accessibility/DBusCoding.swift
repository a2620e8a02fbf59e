import CDBus

/// Appends arguments to a message, in D-Bus's types.
struct DBusWriter {
    fileprivate var iter = DBusMessageIter()

    fileprivate init() {}
    init(_ message: DBusMessage) { dbus_message_iter_init_append(message.raw, &iter) }

    mutating func string(_ value: String) { basic(DBusType.string, value) }
    mutating func objectPath(_ value: String) { basic(DBusType.objectPath, value) }

    private mutating func basic(_ type: Int32, _ value: String) {
        value.withCString { characters in
            var pointer: UnsafePointer<CChar>? = characters
            _ = dbus_message_iter_append_basic(&iter, type, &pointer)
        }
    }

    mutating func int32(_ value: Int32) { var value = value; _ = dbus_message_iter_append_basic(&iter, DBusType.int32, &value) }
    mutating func uint32(_ value: UInt32) { var value = value; _ = dbus_message_iter_append_basic(&iter, DBusType.uint32, &value) }
    mutating func int16(_ value: Int16) { var value = value; _ = dbus_message_iter_append_basic(&iter, DBusType.int16, &value) }
    mutating func double(_ value: Double) { var value = value; _ = dbus_message_iter_append_basic(&iter, DBusType.double, &value) }
    mutating func bool(_ value: Bool) {
        var value: dbus_bool_t = value ? 1 : 0
        _ = dbus_message_iter_append_basic(&iter, DBusType.boolean, &value)
    }

    /// A container: `array` with its element signature, `variant` with its
    /// content's signature, or a `structure`/`dictEntry` (no signature).
    mutating func container(_ type: Int32, _ signature: String? = nil, _ body: (inout DBusWriter) -> Void) {
        var inner = DBusWriter()
        if let signature {
            signature.withCString { _ = dbus_message_iter_open_container(&iter, type, $0, &inner.iter) }
        } else {
            _ = dbus_message_iter_open_container(&iter, type, nil, &inner.iter)
        }
        body(&inner)
        _ = dbus_message_iter_close_container(&iter, &inner.iter)
    }

    /// A string dictionary `a{ss}` (text attributes), its keys in order.
    mutating func attributes(_ values: [String: String]) {
        container(DBusType.array, "{ss}") { array in
            for (key, value) in values.sorted(by: { $0.key < $1.key }) {
                array.container(DBusType.dictEntry) { $0.string(key); $0.string(value) }
            }
        }
    }

    /// An object reference `(so)`: a bus name and an object path.
    mutating func reference(_ bus: String, _ path: String) {
        container(DBusType.structure) { $0.string(bus); $0.objectPath(path) }
    }
}

/// Reads a message's arguments in order; each read is nil when the next
/// argument is missing or of another type.
struct DBusReader {
    private var iter = DBusMessageIter()
    private var hasArguments: Bool

    init(_ message: DBusMessage) { hasArguments = dbus_message_iter_init(message.raw, &iter) != 0 }

    private mutating func next<T: BitwiseCopyable>(_ type: Int32, _ empty: T) -> T? {
        guard hasArguments, dbus_message_iter_get_arg_type(&iter) == type else { return nil }
        var value = empty
        dbus_message_iter_get_basic(&iter, &value)
        hasArguments = dbus_message_iter_next(&iter) != 0
        return value
    }

    mutating func int32() -> Int32? { next(DBusType.int32, Int32(0)) }
    mutating func uint32() -> UInt32? { next(DBusType.uint32, UInt32(0)) }
    mutating func string() -> String? {
        guard let pointer = next(DBusType.string, UnsafePointer<CChar>?.none), let pointer else { return nil }
        return String(cString: pointer)
    }
    mutating func double() -> Double? { next(DBusType.double, Double(0)) }
    mutating func objectPath() -> String? {
        guard let pointer = next(DBusType.objectPath, UnsafePointer<CChar>?.none), let pointer else { return nil }
        return String(cString: pointer)
    }

    /// The strings of an `as` array (an empty list for another type).
    mutating func strings() -> [String] {
        guard hasArguments, dbus_message_iter_get_arg_type(&iter) == DBusType.array else { return [] }
        var inner = DBusReader(iter: iter)
        hasArguments = dbus_message_iter_next(&iter) != 0
        var result: [String] = []
        while let next = inner.string() { result.append(next) }
        return result
    }

    /// Walks an `a{sv}` dictionary: each key with a reader of its value
    /// (inside the variant).
    mutating func variantDictionary(_ visit: (String, inout DBusReader) -> Void) {
        guard hasArguments, dbus_message_iter_get_arg_type(&iter) == DBusType.array else { return }
        var entries = DBusReader(iter: iter)
        hasArguments = dbus_message_iter_next(&iter) != 0
        while entries.hasArguments, dbus_message_iter_get_arg_type(&entries.iter) == DBusType.dictEntry {
            var entry = DBusReader(iter: entries.iter)
            entries.hasArguments = dbus_message_iter_next(&entries.iter) != 0
            guard let key = entry.string(), var value = entry.variant() else { continue }
            visit(key, &value)
        }
    }
    mutating func bool() -> Bool? { next(DBusType.boolean, dbus_bool_t(0)).map { $0 != 0 } }

    /// The int32 inside a variant (a property's new value).
    mutating func variantInt32() -> Int32? {
        guard var inner = variant() else { return nil }
        return inner.int32()
    }
    /// The number inside a variant, double or int32.
    mutating func variantDouble() -> Double? {
        guard var inner = variant() else { return nil }
        var copy = inner
        return inner.double() ?? copy.int32().map(Double.init)
    }

    private mutating func variant() -> DBusReader? {
        guard hasArguments, dbus_message_iter_get_arg_type(&iter) == DBusType.variant else { return nil }
        let inner = DBusReader(iter: iter)
        hasArguments = dbus_message_iter_next(&iter) != 0
        return inner
    }

    private init(iter outer: DBusMessageIter) {
        var outer = outer
        dbus_message_iter_recurse(&outer, &iter)
        hasArguments = dbus_message_iter_get_arg_type(&iter) != 0
    }
}
