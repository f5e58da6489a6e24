-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... LIKE
-- exit: 1
-- CREATE TABLE ... LIKE copying the options (the default) is refused, as on Paimon's filesystem catalog (Flink copies the source's 'path'); EXCLUDING OPTIONS works (sweep16_ddl_like_*)
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '2');
CREATE TABLE T2 LIKE T;
