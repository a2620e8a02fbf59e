// libdbus, for the XDG desktop portal's appearance settings (dark mode)
// and the AT-SPI accessibility bus (TrellisX11/Accessibility), opened on
// first use rather than linked: it brings libsystemd and six more
// libraries (about 1 MiB resident and eight more for the loader at every
// start), and a desktop without a session bus never needs it. Qt opens
// libdbus the same way. The declarations below are libdbus 1.x's stable
// ABI, for the calls Trellis makes; each `dbus_*` is an inline forwarder,
// so the Swift code reads as libdbus's own API.
#ifndef TRELLIS_DBUS_H
#define TRELLIS_DBUS_H
#include <stdint.h>

typedef uint32_t dbus_uint32_t;
typedef dbus_uint32_t dbus_bool_t;
typedef struct DBusConnection DBusConnection;
typedef struct DBusMessage DBusMessage;

typedef struct DBusError {
    const char *name;
    const char *message;
    unsigned int dummy1 : 1;
    unsigned int dummy2 : 1;
    unsigned int dummy3 : 1;
    unsigned int dummy4 : 1;
    unsigned int dummy5 : 1;
    void *padding1;
} DBusError;

typedef struct DBusMessageIter {
    void *dummy1;
    void *dummy2;
    dbus_uint32_t dummy3;
    int dummy4, dummy5, dummy6, dummy7, dummy8, dummy9, dummy10, dummy11;
    int pad1;
    void *pad2;
    void *pad3;
} DBusMessageIter;

typedef enum {
    DBUS_DISPATCH_DATA_REMAINS,
    DBUS_DISPATCH_COMPLETE,
    DBUS_DISPATCH_NEED_MEMORY
} DBusDispatchStatus;

#define DBUS_MESSAGE_TYPE_INVALID 0
#define DBUS_MESSAGE_TYPE_METHOD_CALL 1
#define DBUS_MESSAGE_TYPE_METHOD_RETURN 2
#define DBUS_MESSAGE_TYPE_ERROR 3
#define DBUS_MESSAGE_TYPE_SIGNAL 4

/// Opens libdbus (`libdbus-1.so.3`) and finds every function below, once.
/// Returns 0 when it is missing: then no `dbus_*` may be called.
int trellis_dbus_load(void);

// F(result, name without `dbus_`, parameters, arguments)
#define TRELLIS_DBUS_FUNCTIONS(F) \
    F(void, bus_add_match, (DBusConnection *connection, const char *rule, DBusError *error), (connection, rule, error)) \
    F(const char*, bus_get_unique_name, (DBusConnection *connection), (connection)) \
    F(dbus_bool_t, bus_register, (DBusConnection *connection, DBusError *error), (connection, error)) \
    F(void, connection_close, (DBusConnection *connection), (connection)) \
    F(void, connection_flush, (DBusConnection *connection), (connection)) \
    F(DBusDispatchStatus, connection_get_dispatch_status, (DBusConnection *connection), (connection)) \
    F(dbus_bool_t, connection_get_is_connected, (DBusConnection *connection), (connection)) \
    F(dbus_bool_t, connection_get_unix_fd, (DBusConnection *connection, int *fd), (connection, fd)) \
    F(dbus_bool_t, connection_has_messages_to_send, (DBusConnection *connection), (connection)) \
    F(DBusConnection*, connection_open_private, (const char *address, DBusError *error), (address, error)) \
    F(DBusMessage*, connection_pop_message, (DBusConnection *connection), (connection)) \
    F(dbus_bool_t, connection_read_write, (DBusConnection *connection, int timeout_milliseconds), (connection, timeout_milliseconds)) \
    F(dbus_bool_t, connection_send, (DBusConnection *connection, DBusMessage *message, dbus_uint32_t *client_serial), (connection, message, client_serial)) \
    F(DBusMessage*, connection_send_with_reply_and_block, (DBusConnection *connection, DBusMessage *message, int timeout_milliseconds, DBusError *error), (connection, message, timeout_milliseconds, error)) \
    F(void, connection_set_exit_on_disconnect, (DBusConnection *connection, dbus_bool_t exit_on_disconnect), (connection, exit_on_disconnect)) \
    F(void, connection_unref, (DBusConnection *connection), (connection)) \
    F(void, error_free, (DBusError *error), (error)) \
    F(void, error_init, (DBusError *error), (error)) \
    F(const char*, message_get_error_name, (DBusMessage *message), (message)) \
    F(const char*, message_get_interface, (DBusMessage *message), (message)) \
    F(const char*, message_get_member, (DBusMessage *message), (message)) \
    F(dbus_bool_t, message_get_no_reply, (DBusMessage *message), (message)) \
    F(const char*, message_get_path, (DBusMessage *message), (message)) \
    F(dbus_uint32_t, message_get_reply_serial, (DBusMessage *message), (message)) \
    F(const char*, message_get_signature, (DBusMessage *message), (message)) \
    F(int, message_get_type, (DBusMessage *message), (message)) \
    F(dbus_bool_t, message_is_signal, (DBusMessage *message, const char *iface, const char *signal_name), (message, iface, signal_name)) \
    F(dbus_bool_t, message_iter_append_basic, (DBusMessageIter *iter, int type, const void *value), (iter, type, value)) \
    F(dbus_bool_t, message_iter_close_container, (DBusMessageIter *iter, DBusMessageIter *sub), (iter, sub)) \
    F(int, message_iter_get_arg_type, (DBusMessageIter *iter), (iter)) \
    F(void, message_iter_get_basic, (DBusMessageIter *iter, void *value), (iter, value)) \
    F(dbus_bool_t, message_iter_init, (DBusMessage *message, DBusMessageIter *iter), (message, iter)) \
    F(void, message_iter_init_append, (DBusMessage *message, DBusMessageIter *iter), (message, iter)) \
    F(dbus_bool_t, message_iter_next, (DBusMessageIter *iter), (iter)) \
    F(dbus_bool_t, message_iter_open_container, (DBusMessageIter *iter, int type, const char *contained_signature, DBusMessageIter *sub), (iter, type, contained_signature, sub)) \
    F(void, message_iter_recurse, (DBusMessageIter *iter, DBusMessageIter *sub), (iter, sub)) \
    F(DBusMessage*, message_new_error, (DBusMessage *reply_to, const char *error_name, const char *error_message), (reply_to, error_name, error_message)) \
    F(DBusMessage*, message_new_method_call, (const char *bus_name, const char *path, const char *iface, const char *method), (bus_name, path, iface, method)) \
    F(DBusMessage*, message_new_method_return, (DBusMessage *method_call), (method_call)) \
    F(DBusMessage*, message_new_signal, (const char *path, const char *iface, const char *name), (path, iface, name)) \
    F(void, message_unref, (DBusMessage *message), (message))

#define TRELLIS_DBUS_POINTER(result, name, parameters, arguments) result (*name) parameters;
extern struct trellis_dbus_functions {
    TRELLIS_DBUS_FUNCTIONS(TRELLIS_DBUS_POINTER)
} trellis_dbus;
#undef TRELLIS_DBUS_POINTER

#define TRELLIS_DBUS_FORWARDER(result, name, parameters, arguments) \
    static inline result dbus_##name parameters { return trellis_dbus.name arguments; }
TRELLIS_DBUS_FUNCTIONS(TRELLIS_DBUS_FORWARDER)
#undef TRELLIS_DBUS_FORWARDER

#endif
