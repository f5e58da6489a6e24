-- $schemas JSON of ARRAY / MAP with NOT NULL inside, other element types, comments
CREATE TABLE t (k INT NOT NULL, a ARRAY<INT NOT NULL> NOT NULL, m MAP<STRING NOT NULL, ARRAY<DECIMAL(10, 2)>>, ts ARRAY<TIMESTAMP(3)>, c ARRAY<CHAR(3)> COMMENT 'chars', vb MAP<INT, VARBINARY(4)>, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
SELECT schema_id, fields FROM t$schemas;
ALTER TABLE t ADD x MAP<ARRAY<INT>, BOOLEAN> COMMENT 'x map';
ALTER TABLE t DROP ts;
SELECT schema_id, fields FROM t$schemas;
