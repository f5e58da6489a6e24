-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- a primary-key table made LIKE another without options has dynamic buckets ('bucket' = -1) and upserts
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '2');
CREATE TABLE t2 LIKE t (EXCLUDING OPTIONS);
INSERT INTO t2 VALUES (1, 'a'), (2, 'b');
INSERT INTO t2 VALUES (1, 'c');
SELECT * FROM t2;
