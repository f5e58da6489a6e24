package dev.varve.kernel.catalog;

import dev.varve.format.FileIO;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Table;
import dev.varve.kernel.VarveException;
import dev.varve.kernel.schema.SchemaManager;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/** Standard {@link TableLoader}s; the loaders are thread-safe (the reflective lookup is cached once resolved). */
public final class TableLoaders {
    /** The class holding the kernel's table implementation. */
    public static final String DEFAULT_TABLE_CLASS = "dev.varve.kernel.table.FileStoreTable";

    private TableLoaders() {
    }

    /**
     * The kernel's table implementation: {@code dev.varve.kernel.table.FileStoreTable.open(FileIO,
     * String, Identifier, SchemaManager)}, looked up by name when the first table is opened.
     */
    public static TableLoader defaultLoader() {
        return byName(DEFAULT_TABLE_CLASS);
    }

    /**
     * A loader calling the public static {@code open(FileIO, String, Identifier, SchemaManager)}
     * returning a {@link Table} of the named class. Resolved lazily; if the class or method is
     * missing, opening a table fails with a {@link VarveException} saying so.
     */
    public static TableLoader byName(String className) {
        return new ReflectiveLoader(className);
    }

    private static final class ReflectiveLoader implements TableLoader {
        private final String className;
        private volatile Method open;

        ReflectiveLoader(String className) {
            this.className = className;
        }

        private Method method() {
            Method m = open;
            if (m != null) {
                return m;
            }
            try {
                Class<?> c = Class.forName(className, true, TableLoaders.class.getClassLoader());
                m = c.getMethod("open", FileIO.class, String.class, Identifier.class, SchemaManager.class);
            } catch (ClassNotFoundException e) {
                throw new VarveException("cannot open tables: the table implementation " + className
                        + " is not part of this build");
            } catch (NoSuchMethodException e) {
                throw new VarveException("cannot open tables: " + className
                        + " has no public static open(FileIO, String, Identifier, SchemaManager)");
            }
            if (!Modifier.isStatic(m.getModifiers()) || !Table.class.isAssignableFrom(m.getReturnType())) {
                throw new VarveException("cannot open tables: " + className
                        + ".open(FileIO, String, Identifier, SchemaManager) must be static and return a Table");
            }
            open = m;
            return m;
        }

        @Override
        public Table load(FileIO io, String tablePath, Identifier id, SchemaManager schemas) {
            try {
                return (Table) method().invoke(null, io, tablePath, id, schemas);
            } catch (InvocationTargetException e) {
                Throwable cause = e.getCause();
                if (cause instanceof RuntimeException) {
                    throw (RuntimeException) cause;
                }
                if (cause instanceof Error) {
                    throw (Error) cause;
                }
                throw new VarveException("cannot open table '" + id + "': " + cause, cause);
            } catch (IllegalAccessException e) {
                throw new VarveException("cannot open tables: " + className + ".open is not accessible", e);
            }
        }

        @Override
        public String toString() {
            return "TableLoader(" + className + ")";
        }
    }
}
