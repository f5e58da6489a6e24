package dev.varve.cli.sql;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.VarveException;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/** Opens the catalog of a warehouse directory; tests substitute their own. Implementations are thread-safe. */
@FunctionalInterface
public interface CatalogOpener {
    Catalog open(String warehouse);

    /** The kernel's {@code Catalog.open(String)}. */
    static CatalogOpener kernel() {
        return warehouse -> {
            Method open;
            try {
                open = Catalog.class.getMethod("open", String.class);
            } catch (NoSuchMethodException e) {
                throw new VarveException("this build has no catalog implementation yet (Catalog.open is missing)");
            }
            try {
                return (Catalog) open.invoke(null, warehouse);
            } catch (InvocationTargetException e) {
                Throwable c = e.getCause();
                if (c instanceof RuntimeException) {
                    throw (RuntimeException) c;
                }
                throw new VarveException("cannot open warehouse " + warehouse + ": " + c, c);
            } catch (IllegalAccessException e) {
                throw new VarveException("cannot open warehouse " + warehouse + ": " + e, e);
            }
        };
    }
}
