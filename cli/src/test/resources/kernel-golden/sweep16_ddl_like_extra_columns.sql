-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- ordered
-- LIKE with extra columns: appended after the base table's; column comments copied, the table comment not; partitions and key kept
CREATE TABLE t (k INT, v STRING COMMENT 'the v', p STRING, PRIMARY KEY (k, p) NOT ENFORCED) COMMENT 'tc' PARTITIONED BY (p) WITH ('bucket' = '2');
CREATE TABLE t2 (extra DECIMAL(5, 1)) WITH ('bucket' = '4', 'snapshot.num-retained.min' = '3') LIKE t (EXCLUDING OPTIONS);
SHOW CREATE TABLE t2;
INSERT INTO t2 VALUES (1, 'a', 'p', 1.5);
SELECT * FROM t2;
