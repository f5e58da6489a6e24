-- probe ag41: an IN list of binary constants with a byte >= 0x80 over a VARBINARY key (fzky_1683)
CREATE TABLE t (k0 VARBINARY(4), n INT, PRIMARY KEY (k0) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (X'61', 1), (X'00', 2), (X'0102', 3);
CREATE TABLE a (b VARBINARY(4), n INT);
INSERT INTO a VALUES (X'61', 1), (X'00', 2), (X'0102', 3);
SELECT 'q01', n FROM t WHERE k0 IN (X'61', X'ff');
SELECT 'q02', n FROM t WHERE k0 IN (X'61', X'62');
SELECT 'q03', n FROM t WHERE k0 = X'61' OR k0 = X'ff';
SELECT 'q04', n FROM t WHERE k0 IN (X'61', X'7f');
SELECT 'q05', n FROM t WHERE k0 IN (X'00', X'ff');
SELECT 'q06', n FROM t WHERE k0 = X'61';
SELECT 'q07', n FROM a WHERE b IN (X'61', X'ff');
SELECT 'q08', n, k0 IN (X'61', X'ff') FROM t;
SELECT 'q09', n FROM t WHERE k0 IN (X'61', X'0102');
