-- probe (a): an empty non-overwrite batch INSERT after lowering snapshot.num-retained.max (append table; dynamic-bucket table)
CREATE TABLE a (k INT, v STRING) WITH ('snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '10');
INSERT INTO a VALUES (1, 'a');
INSERT INTO a VALUES (2, 'b');
ALTER TABLE a SET ('snapshot.num-retained.max' = '1');
INSERT INTO a SELECT k, v FROM a WHERE k > 10;
SELECT snapshot_id, commit_kind FROM a$snapshots;
CREATE TABLE d (k INT, dt STRING, v STRING, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '-1', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '10');
INSERT INTO d VALUES (1, 'p1', 'a');
INSERT INTO d VALUES (2, 'p2', 'b');
ALTER TABLE d SET ('snapshot.num-retained.max' = '1');
INSERT INTO d SELECT k, dt, v FROM d WHERE k > 10;
SELECT snapshot_id, commit_kind FROM d$snapshots;
