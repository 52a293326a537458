import { FIELD, KEYS_LENGTH } from './rank-member';

/**
 * Puts a player's member in a board (an order and its userId -> member hash), replacing the
 * player's entry, unless the board already holds a later state of the player: more points
 * (every score adds some), or as many and a later time. So changes may arrive in any order,
 * from any process, and twice: the newest state stays. Bytes are compared one by one
 * because Lua's `<` follows the server's collation, not byte order.
 */
const PUT = `
local function precedes(a, b)
  for i = 1, #a do
    local x, y = string.byte(a, i), string.byte(b, i)
    if x ~= y then return x < y end
  end
  return false
end
local function isLater(held, member)
  local heldPoints, points = string.sub(held, 1, ${FIELD}), string.sub(member, 1, ${FIELD})
  if heldPoints ~= points then return precedes(heldPoints, points) end
  return precedes(string.sub(member, ${2 * FIELD + 1}, ${KEYS_LENGTH}), string.sub(held, ${2 * FIELD + 1}, ${KEYS_LENGTH}))
end
local function put(order, members, user, member)
  local held = redis.call('HGET', members, user)
  if held then
    if isLater(held, member) then return end
    redis.call('ZREM', order, held)
  end
  redis.call('ZADD', order, 0, member)
  redis.call('HSET', members, user, member)
end
`;

/**
 * KEYS: order, members, ready, next order, next members, building. ARGV: user, member.
 * A board never built stays empty; a board being rebuilt gets the change too, so the
 * rebuilt board does not lose it.
 */
export const RECORD = `${PUT}
if redis.call('EXISTS', KEYS[3]) == 1 then put(KEYS[1], KEYS[2], ARGV[1], ARGV[2]) end
if redis.call('EXISTS', KEYS[6]) == 1 then put(KEYS[4], KEYS[5], ARGV[1], ARGV[2]) end
`;

/** KEYS: order, members. ARGV: user. 1 + the players strictly ahead of the player's keys; nil if absent. */
export const RANK_OF_PLAYER = `
local member = redis.call('HGET', KEYS[2], ARGV[1])
if not member then return false end
return redis.call('ZLEXCOUNT', KEYS[1], '-', '(' .. string.sub(member, 1, ${KEYS_LENGTH})) + 1
`;

/** KEYS: next order, next members, building. ARGV: token, lease ms. Takes the rebuild lease and clears a dead rebuild's leftovers. */
export const START_REBUILD = `
if not redis.call('SET', KEYS[3], ARGV[1], 'NX', 'PX', ARGV[2]) then return 0 end
redis.call('UNLINK', KEYS[1], KEYS[2])
return 1
`;

/**
 * KEYS: next order, next members, building. ARGV: token, lease ms, then user and member
 * pairs. 0 once the lease is lost. Players new to the board (nearly all) go in with one
 * ZADD and one HSET; only those a record already put there are compared one by one.
 */
export const ADD_BATCH = `${PUT}
if redis.call('GET', KEYS[3]) ~= ARGV[1] then return 0 end
redis.call('PEXPIRE', KEYS[3], ARGV[2])
local users = {}
for i = 3, #ARGV, 2 do users[#users + 1] = ARGV[i] end
local held = redis.call('HMGET', KEYS[2], unpack(users))
local seen, scored, named, oneByOne = {}, {}, {}, {}
for i, user in ipairs(users) do
  local member = ARGV[2 * i + 2]
  if held[i] or seen[user] then
    oneByOne[#oneByOne + 1] = i
  else
    seen[user] = true
    scored[#scored + 1] = 0
    scored[#scored + 1] = member
    named[#named + 1] = user
    named[#named + 1] = member
  end
end
if #scored > 0 then
  redis.call('ZADD', KEYS[1], unpack(scored))
  redis.call('HSET', KEYS[2], unpack(named))
end
for _, i in ipairs(oneByOne) do put(KEYS[1], KEYS[2], users[i], ARGV[2 * i + 2]) end
return 1
`;

/**
 * KEYS: next order, next members, building, order, members, ready, old order, old members.
 * ARGV: token. Swaps the rebuilt board in at once. The old one is renamed aside and
 * unlinked, so Redis frees its million entries in the background instead of stalling
 * every process while RENAME would delete them.
 */
export const FINISH_REBUILD = `
if redis.call('GET', KEYS[3]) ~= ARGV[1] then return 0 end
for i = 1, 2 do
  if redis.call('EXISTS', KEYS[i + 3]) == 1 then redis.call('RENAME', KEYS[i + 3], KEYS[i + 6]) end
  if redis.call('EXISTS', KEYS[i]) == 1 then redis.call('RENAME', KEYS[i], KEYS[i + 3]) end
end
redis.call('UNLINK', KEYS[7], KEYS[8], KEYS[3])
redis.call('SET', KEYS[6], '1')
return 1
`;

/** KEYS: next order, next members, building. ARGV: token. Gives a failed rebuild up. */
export const ABORT_REBUILD = `
if redis.call('GET', KEYS[3]) ~= ARGV[1] then return 0 end
redis.call('UNLINK', KEYS[1], KEYS[2], KEYS[3])
return 1
`;
