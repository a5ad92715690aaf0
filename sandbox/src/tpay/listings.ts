// Payment groups and channels as GET /transactions/bank-groups and /channels answer (tpay.md §6).
import { randomUUID } from 'node:crypto';
import { TPAY_CHANNELS, TPAY_GROUPS, findChannel, type SimChannel } from './catalog';

const imageUrl = (base: string, id: string | number) => `${base}/img/${id}.svg`;

function constraints(channel: SimChannel) {
  return [
    ...(channel.minAmount === undefined
      ? []
      : [{ field: 'amount', type: 'min', value: channel.minAmount.toFixed(2) }]),
    ...(channel.maxAmount === undefined
      ? []
      : [{ field: 'amount', type: 'max', value: channel.maxAmount.toFixed(2) }]),
  ];
}

/** `groups` keyed by group id, as the PrestaShop module reads them (UNCONFIRMED shape). */
export function bankGroupsBody(base: string, onlyOnline: boolean) {
  const groups = TPAY_GROUPS.filter((group) => {
    const channel = findChannel(group.mainChannel);
    return !onlyOnline || (channel?.available === true && channel.onlinePayment);
  });
  return {
    result: 'success',
    requestId: randomUUID(),
    groups: Object.fromEntries(
      groups.map((group) => [
        String(group.id),
        {
          id: group.id,
          name: group.name,
          img: imageUrl(base, group.id),
          mainChannel: group.mainChannel,
          availablePaymentChannels: TPAY_CHANNELS.filter((c) => c.groupId === group.id).map((c) => c.id),
        },
      ]),
    ),
  };
}

/** Every channel, blocked ones included with `available: false`. */
export function channelsBody(base: string) {
  return {
    result: 'success',
    requestId: randomUUID(),
    language: 'pl',
    currency: 'PLN',
    channels: TPAY_CHANNELS.map((channel) => {
      const group = TPAY_GROUPS.find((g) => g.id === channel.groupId);
      return {
        id: channel.id,
        name: channel.name,
        fullName: channel.fullName,
        image: { url: imageUrl(base, channel.groupId) },
        available: channel.available,
        onlinePayment: channel.onlinePayment,
        instantRedirection: channel.instantRedirection,
        groups: [
          {
            id: String(channel.groupId),
            name: group?.name ?? channel.name,
            image: { url: imageUrl(base, channel.groupId) },
          },
        ],
        constraints: constraints(channel),
      };
    }),
  };
}
