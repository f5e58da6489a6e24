-- tags across ALTER TABLE ADD: $tags schema_id; a tag of the old schema reads in the current schema (the added column null), as time travel does
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the tag procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
CALL sys.create_tag('default.t', 't1', 1);
ALTER TABLE t ADD w INT;
INSERT INTO t VALUES (2, 'b', 5);
CALL sys.create_tag('default.t', 't2');
SELECT tag_name, snapshot_id, schema_id FROM t$tags;
SELECT * FROM t /*+ OPTIONS('scan.tag-name' = 't1') */;
SELECT * FROM t /*+ OPTIONS('scan.tag-name' = 't2') */;
