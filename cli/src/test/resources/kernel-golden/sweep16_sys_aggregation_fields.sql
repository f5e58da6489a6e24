-- t$aggregation_fields: per column its type, the values and keys of its 'fields.<column>.*' options (not 'fields.default-aggregate-function'), its comment; any table
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read these system tables
CREATE TABLE t (k INT, s BIGINT COMMENT 'the sum', m INT, l STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.s.aggregate-function' = 'sum', 'fields.m.aggregate-function' = 'max', 'fields.l.ignore-retract' = 'true', 'fields.default-aggregate-function' = 'last_non_null_value');
DESCRIBE t$aggregation_fields;
SELECT * FROM t$aggregation_fields;
ALTER TABLE t SET ('fields.m.ignore-retract' = 'true');
SELECT field_name, function_options FROM t$aggregation_fields WHERE field_name = 'm';
CREATE TABLE p (k INT, a INT, b INT, c BIGINT, d STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'fields.b.sequence-group' = 'c', 'fields.c.aggregate-function' = 'sum', 'bucket' = '1');
SELECT * FROM p$aggregation_fields;
CREATE TABLE a (k INT, v STRING);
SELECT * FROM a$aggregation_fields;
