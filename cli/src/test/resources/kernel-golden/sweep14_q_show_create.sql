-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no SHOW CREATE TABLE / DESCRIBE
-- ordered
-- SHOW CREATE TABLE as Flink prints it from Paimon's catalog: serializable type names (VARCHAR(2147483647), TIMESTAMP(3) WITH LOCAL TIME ZONE), NOT NULL key columns, comments, options and the table's 'path' (the warehouse masked)
CREATE TABLE orders (dt STRING COMMENT 'day', id BIGINT, amount DECIMAL(10, 2) NOT NULL, tags ARRAY<STRING>, attrs MAP<STRING, BYTES>, addr ROW<city STRING, zip INT>, lts TIMESTAMP_LTZ(3), c CHAR(2), b BINARY(3), PRIMARY KEY (dt, id) NOT ENFORCED) COMMENT 'all orders' PARTITIONED BY (dt) WITH ('bucket' = '2', 'changelog-producer' = 'input');
CREATE TABLE log (msg VARCHAR(100), t TIME);
SHOW CREATE TABLE orders;
SHOW CREATE TABLE log;
ALTER TABLE log SET ('snapshot.num-retained.min' = '5');
ALTER TABLE log ADD note STRING COMMENT 'added';
SHOW CREATE TABLE log;
DESCRIBE log;
