-- fzmx_1344 reduced: FOR SYSTEM_TIME AS OF opens the table in the schema of the snapshot it travels to (Paimon's FlinkCatalog.getTable(path, timestamp) copies the table with scan.timestamp-millis, which travels the schema); an OPTIONS hint keeps the latest schema
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a', 10), (2, 'b', 20);
ALTER TABLE t ADD c1 STRING;
SELECT * FROM t FOR SYSTEM_TIME AS OF TIMESTAMP '2100-01-01 00:00:00';
SELECT * FROM t /*+ OPTIONS('scan.timestamp-millis' = '4102444800000') */;
ALTER TABLE t RENAME n TO n2;
SELECT k, n FROM t FOR SYSTEM_TIME AS OF TIMESTAMP '2100-01-01 00:00:00' WHERE n > 10;
INSERT INTO t VALUES (3, 'c', 30, 'x');
SELECT * FROM t FOR SYSTEM_TIME AS OF TIMESTAMP '2100-01-01 00:00:00';
ALTER TABLE t DROP v;
SELECT * FROM t FOR SYSTEM_TIME AS OF TIMESTAMP '2100-01-01 00:00:00';
SELECT * FROM t;
