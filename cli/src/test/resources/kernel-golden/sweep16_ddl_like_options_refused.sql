-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- exit: 1
-- stderr: 'path'
-- LIKE copying the options (the default, or INCLUDING OPTIONS) fails on Paimon's filesystem catalog: Flink copies the source's 'path' option ("does not support specifying the table path when creating a table")
CREATE TABLE t (k INT, v STRING);
CREATE TABLE t2 WITH ('bucket' = '4') LIKE t (INCLUDING OPTIONS);
