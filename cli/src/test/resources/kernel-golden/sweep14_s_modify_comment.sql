-- ALTER TABLE MODIFY c TYPE COMMENT '...' changes a column comment; MODIFY without COMMENT keeps it (and still writes a schema version); MODIFY with FIRST and a comment does both; an append table's files read in the new order
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD at the end, not FIRST/AFTER or MODIFY
CREATE TABLE t (k INT, v STRING COMMENT 'vee', n INT) WITH ('bucket' = '-1');
INSERT INTO t VALUES (1, 'a', 10);
ALTER TABLE t MODIFY v STRING COMMENT 'new';
ALTER TABLE t MODIFY n INT COMMENT 'en' FIRST;
ALTER TABLE t MODIFY v STRING;
INSERT INTO t VALUES (20, 2, 'b');
SELECT * FROM t;
SELECT schema_id, fields FROM t$schemas;
